// Apart from visit-source.ts, so every page's starter carries these few lines and no more.

/** Where in session storage the first page of the visit is noted. */
export const VISIT_KEY = 'site:visit-source';

/**
 * Notes where this visit came from, on its first page: its address and the page that
 * sent the visitor there. Kept in the tab's session storage only (no cookie). Every page's
 * starter runs it, so it only copies the two; visitSource (visit-source.ts) reads them when a form is sent.
 */
export function rememberVisitSource(): void {
  try {
    if (!sessionStorage.getItem(VISIT_KEY)) {
      sessionStorage.setItem(VISIT_KEY, JSON.stringify([location.href, document.referrer]));
    }
  } catch {
    // Storage turned off: the lead says where it was sent from, and no more.
  }
}
