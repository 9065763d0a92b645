import { PREVIEW_PARAMETER } from './preview-link';

/** A page's address carrying a preview link's secret. */
export function previewUrl(path: string, token: string, base: string): string {
  const url = new URL(path, base);
  url.searchParams.set(PREVIEW_PARAMETER, token);
  return url.href;
}

/**
 * The address of each route a link to page documents shows, by route: a template
 * (`/services/:slug`, `/blog/:slug`) at the page of the slug `slugFor` gives it (a
 * published record of its source), or null without one.
 */
export function pagePreviewUrls(
  routes: readonly string[],
  token: string,
  base: string,
  slugFor: (route: string) => string | undefined,
): Record<string, string | null> {
  const urls: Record<string, string | null> = {};
  for (const route of [...routes].sort()) {
    const slug = route.includes(':slug') ? slugFor(route) : undefined;
    const path = route.includes(':slug') ? slug && route.replace(':slug', slug) : route;
    urls[route] = path ? previewUrl(path, token, base) : null;
  }
  return urls;
}

/** A link to page documents just made: the one time its addresses are known. */
export interface NewPagePreview<Link> {
  link: Link;
  urls: Record<string, string | null>;
}
