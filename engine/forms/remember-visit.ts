// Apart from visit-source.ts, so every page's starter carries these few lines and no more.

/** Where in session storage the first page of the visit is noted. */
export const VISIT_KEY = 'site:visit-source';

/**
 * Notes this page as where the visit came from (its address and the page that sent the
 * visitor there), unless an earlier page of the visit did. Kept in the tab's session
 * storage only (no cookie); visitSource (visit-source.ts) reads it when a form is sent.
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
