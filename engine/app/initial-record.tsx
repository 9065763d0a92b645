import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceContent } from '../data/service-content';

/**
 * What a prerendered template page was rendered with: its record, or `shell` for the
 * one file the server sends for any slug not prerendered (rendered again in the browser).
 */
export interface InitialRecord {
  pathname: string;
  record?: ServiceContent;
  shell?: boolean;
}

const InitialRecordContext = createContext<InitialRecord | null>(null);

export function InitialRecordProvider({
  value,
  children,
}: {
  value: InitialRecord | null;
  children: ReactNode;
}) {
  return <InitialRecordContext.Provider value={value}>{children}</InitialRecordContext.Provider>;
}

/** How the first page loaded was prerendered, if it is this path. */
export function useInitialRecord(pathname: string): InitialRecord | null {
  const initial = useContext(InitialRecordContext);
  return initial?.pathname === pathname ? initial : null;
}
