import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useInitialPage } from './initial-page';
import { recordInLocale } from '../services/record-in-locale';
import { useLocale } from '../ui/site-context';

interface ShownService {
  pathname: string;
  name: string;
}

const ShownServiceContext = createContext<{
  shown: ShownService | null;
  setShown: (shown: ShownService) => void;
}>({ shown: null, setShown: () => {} });

/**
 * Carries the name of the service record a page shows up to the shell, so the
 * breadcrumb names the service as its record writes it.
 */
export function ShownServiceProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownService | null>(null);
  const value = useMemo(() => ({ shown, setShown }), [shown]);
  return <ShownServiceContext.Provider value={value}>{children}</ShownServiceContext.Provider>;
}

/** Tells the shell which record the page at `pathname` shows. */
export function useShowService(pathname: string, name: string | undefined): void {
  const { setShown } = useContext(ShownServiceContext);
  useEffect(() => {
    if (name !== undefined) setShown({ pathname, name });
  }, [pathname, name, setShown]);
}

/**
 * The name of the record the page at `pathname` shows: the one it told the shell, or the
 * one the server rendered it with, in the page's language (so the first render matches the
 * HTML).
 */
export function useShownServiceName(pathname: string): string | undefined {
  const { shown } = useContext(ShownServiceContext);
  const { locale } = useLocale();
  const record = useInitialPage(pathname)?.record;
  const initial = record ? recordInLocale(record, locale)?.name : undefined;
  return shown?.pathname === pathname ? shown.name : initial;
}
