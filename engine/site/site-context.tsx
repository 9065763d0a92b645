import { createContext, useContext, type ReactNode } from 'react';
import type { SiteDocument } from '../document/page-types';

const SiteContext = createContext<SiteDocument | null>(null);

export function SiteProvider({ site, children }: { site: SiteDocument; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The settings of `pages/_site.yaml`. */
export function useSite(): SiteDocument {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside a SiteProvider');
  return site;
}
