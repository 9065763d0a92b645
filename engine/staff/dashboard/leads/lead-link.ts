/**
 * A link to one lead: `/admin?lead=<id>`, as every lead's email carries. The dashboard
 * opens on the Leads tab with that lead's dialog, and forgets the link once it is closed,
 * so a reload shows the list.
 */
const PARAM = 'lead';

export function linkedLeadId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(PARAM)?.trim() || null;
}

export function forgetLinkedLead(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
