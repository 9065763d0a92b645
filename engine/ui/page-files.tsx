import { createContext, useContext, type ReactNode } from 'react';

/** The page document behind each static route: `pages/about.yaml` for `/about`. */
export type PageFiles = Readonly<Record<string, string>>;

const PageFilesContext = createContext<PageFiles>({});

/** Says which page document serves which path, to what it holds (the staff dashboard). */
export function PageFilesProvider({ files, children }: { files: PageFiles; children: ReactNode }) {
  return <PageFilesContext.Provider value={files}>{children}</PageFilesContext.Provider>;
}

/**
 * The page document that serves a path, if one does: `pages/services/cybersecurity.yaml`
 * for `/services/cybersecurity`; nothing for a path a template serves (a record's page),
 * or outside a PageFilesProvider.
 */
export function usePageFileOf(): (pathname: string) => string | undefined {
  const files = useContext(PageFilesContext);
  return (pathname) => (Object.hasOwn(files, pathname) ? files[pathname] : undefined);
}
