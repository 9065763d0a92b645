import { LEAD_SOURCE_KEYS, type LeadSource } from './lead-source';
import { rememberVisitSource, VISIT_KEY } from './remember-visit';

const CAMPAIGN = LEAD_SOURCE_KEYS.filter((key) => key.startsWith('utm_'));

/**
 * Where this visit came from: the first page (path and query), another site that sent
 * the visitor there, and that page's utm_* values, each cut to a sensible length.
 */
export function visitSource(): LeadSource {
  // A form sent before its page was noted (see entry-client.tsx): this page is the first.
  rememberVisitSource();
  try {
    const [href, referrer] = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? '[]') as unknown[];
    if (typeof href !== 'string') return {};
    const url = new URL(href);
    const source: LeadSource = { landing: `${url.pathname}${url.search}`.slice(0, 500) };
    if (typeof referrer === 'string' && referrer && new URL(referrer).origin !== url.origin) {
      source.referrer = referrer.slice(0, 500);
    }
    for (const key of CAMPAIGN) {
      const value = url.searchParams.get(key);
      if (value) source[key] = value.slice(0, 200);
    }
    return source;
  } catch {
    return {};
  }
}
