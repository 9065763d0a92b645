import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceContent } from '../data/service-content';

const RecordContext = createContext<ServiceContent | null>(null);

/** The record a template page renders, for blocks that read its lists and media. */
export function ServiceRecordProvider({
  record,
  children,
}: {
  record: ServiceContent;
  children: ReactNode;
}) {
  return <RecordContext.Provider value={record}>{children}</RecordContext.Provider>;
}

/** The page's service record, or null outside a template page. */
export function useServiceRecord(): ServiceContent | null {
  return useContext(RecordContext);
}
