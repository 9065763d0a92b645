// Its own module, with nothing else in it: every page's starter script imports it.

/**
 * Where a lead came from, as the visitor's browser saw it: the page that sent the visitor
 * here (`referrer`), the first page of the visit (`landing`) and that page's campaign
 * values. Kept in the browser's session storage only, never in a cookie.
 */
export interface LeadSource {
  referrer?: string;
  landing?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

export const LEAD_SOURCE_KEYS = [
  'referrer',
  'landing',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly (keyof LeadSource)[];
