import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceContent } from '../services/service-content';
import type { PageDocument } from '../document/page-types';
import type { PageData } from './page-data';
import type { Variables } from '../locale/interpolate';
import type { ListedPost } from '../ui/listed-posts';

/**
 * What the first page of a visit was rendered with, on the server or at build time: its
 * record (template pages), `shell` for the one file static hosting sends for any slug not
 * prerendered (rendered again in the browser), and variables the server filled in.
 */
export interface InitialPage {
  pathname: string;
  /** The route it was rendered as, which for the not-found page is not the path's own. */
  route?: string;
  /** The values its route took from the path, when it was rendered for this very path. */
  params?: Record<string, string>;
  record?: ServiceContent;
  shell?: boolean;
  vars?: Variables;
  /** The published posts a page that lists them was rendered with. */
  posts?: ListedPost[];
  /** The locales its record is written in, when not every locale has it (a post). */
  writtenIn?: string[];
  /** Generated fallback content: kept out of search engines. */
  noindex?: boolean;
  /** The query string the server rendered it with, for the forms it presets (`?service=…`). */
  search?: string;
  /** The server's HTML of the static blocks, by index, which the browser keeps as it is. */
  staticBlocks?: Record<number, string>;
  /** The server's HTML of each island of the page, by index (see engine/islands). */
  islands?: Record<number, string>;
  /**
   * The document the server rendered for the route, on the server only: a preview's
   * document stands in for the route's own (the browser reads it from the page's data).
   */
  page?: PageDocument;
}

/**
 * What a page was rendered with, from the data it carries: all but its document. (Not in
 * page-data.ts, which the starter imports: code both it and the app used would be the
 * starter's to ship.)
 */
export function renderedWith({ page: _page, ...rendered }: PageData) {
  return rendered;
}

const InitialPageContext = createContext<InitialPage | null>(null);

export function InitialPageProvider({
  value,
  children,
}: {
  value: InitialPage | null;
  children: ReactNode;
}) {
  return <InitialPageContext.Provider value={value}>{children}</InitialPageContext.Provider>;
}

/** How the first page loaded was rendered, if it is this path. */
export function useInitialPage(pathname: string): InitialPage | null {
  const initial = useContext(InitialPageContext);
  return initial?.pathname === pathname ? initial : null;
}
