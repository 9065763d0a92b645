/**
 * The address search engines and link previews know a page by: the site's origin
 * (`siteUrl` in `_site.yaml`) and the path without a trailing slash. Canonical links,
 * structured data and the sitemap all use it.
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
}
