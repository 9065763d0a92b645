import { createContext, useContext } from 'react';

const RenderedSearchContext = createContext('');

/**
 * The query string the page's HTML was rendered with (`?service=managed-it`): the server
 * presets a form from it, and the browser's first render reads it too, so the two agree.
 * Empty for prerendered HTML, which has none.
 */
export const RenderedSearchProvider = RenderedSearchContext.Provider;

export const useRenderedSearch = (): string => useContext(RenderedSearchContext);
