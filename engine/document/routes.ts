/** Where a page file sits decides its route, as in Astro and Next.js. */
export interface PageRoute {
  /** File path relative to the project, such as `pages/services/cloud.yaml`. */
  file: string;
  /**
   * `/services/cloud`; `/services/:slug` for `[slug]`; `404` for the not-found page, and
   * `ar/404` for the not-found page of the paths under `/ar`.
   */
  route: string;
  kind: 'static' | 'template' | 'not-found';
}

/**
 * Maps a page file (relative to `pages/`) to its route; null for files that are not
 * routes (`_`-prefixed, or not YAML).
 */
export function routeFromFile(relative: string): Omit<PageRoute, 'file'> | null {
  const normalised = relative.replace(/\\/g, '/');
  if (!/\.ya?ml$/.test(normalised)) return null;
  const segments = normalised.replace(/\.ya?ml$/, '').split('/');
  if (segments.some((segment) => segment.startsWith('_'))) return null;
  if (segments.length <= 2 && segments.at(-1) === '404')
    return { route: segments.join('/'), kind: 'not-found' };
  if (segments[segments.length - 1] === 'index') segments.pop();
  const parts = segments.map((segment) => segment.replace(/^\[(\w+)\]$/, ':$1'));
  const route = `/${parts.join('/')}`;
  return { route, kind: parts.some((part) => part.startsWith(':')) ? 'template' : 'static' };
}

/** Finds the page for a URL path: exact static route first, then templates, else not found. */
export function matchRoute(
  pathname: string,
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[],
): { route: string; params: Record<string, string> } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = routes.find((entry) => entry.kind === 'static' && entry.route === path);
  if (exact) return { route: exact.route, params: {} };
  for (const entry of routes) {
    if (entry.kind !== 'template') continue;
    const params = matchPattern(entry.route, path);
    if (params) return { route: entry.route, params };
  }
  return { route: notFoundRouteFor(path, routes), params: {} };
}

/** Whether a route is a not-found page (`404`, or a locale's `ar/404`). */
export function isNotFoundRoute(route: string): boolean {
  return route === '404' || route.endsWith('/404');
}

/** The not-found page of the folder a path is in: `ar/404` for `/ar/...` when there is one. */
function notFoundRouteFor(
  path: string,
  routes: readonly Pick<PageRoute, 'route' | 'kind'>[],
): string {
  const folder = path.split('/')[1];
  const own = routes.find((entry) => entry.kind === 'not-found' && entry.route === `${folder}/404`);
  return own ? own.route : '404';
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index++) {
    const part = expected[index]!;
    const value = actual[index]!;
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}
