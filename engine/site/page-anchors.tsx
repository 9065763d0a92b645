import { createContext, useContext } from 'react';

/** Whether the page at `pathname` holds a block with the id `id`, as far as is known. */
export type PageHasAnchor = (pathname: string, id: string) => boolean;

const PageAnchorsContext = createContext<PageHasAnchor>(() => false);

/**
 * Tells the shell which ids the page under it holds (the app knows its documents): a link
 * the shell draws to a form can then point at this page's own, in the HTML itself, so it
 * lands there before and without any script.
 */
export const PageAnchorsProvider = PageAnchorsContext.Provider;

export const usePageHasAnchor = (): PageHasAnchor => useContext(PageAnchorsContext);
