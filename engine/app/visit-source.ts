import { LEAD_SOURCE_KEYS, type LeadSource } from '../leads/lead';

const KEY = 'site:visit-source';
const CAMPAIGN = LEAD_SOURCE_KEYS.filter((key) => key.startsWith('utm_'));

/**
 * Notes where this visit came from, on its first page: the page that sent the visitor
 * (another site's), the first page itself, and its utm_* values. Kept in the tab's session
 * storage only (no cookie), and sent with a form's answers, so a lead says which campaign
 * brought it.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const url = new URL(window.location.href);
    const source: LeadSource = { landing: `${url.pathname}${url.search}`.slice(0, 500) };
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== url.origin)
      source.referrer = referrer.slice(0, 500);
    for (const key of CAMPAIGN) {
      const value = url.searchParams.get(key);
      if (value) source[key] = value.slice(0, 200);
    }
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage turned off: the lead says where it was sent from, and no more.
  }
}

/** Where this visit came from, as rememberVisitSource noted it. */
export function visitSource(): LeadSource {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as LeadSource;
  } catch {
    return {};
  }
}
