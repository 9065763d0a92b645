import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every response. Scripts and connections come from this
 * origin only; styles may be inline (Emotion writes the critical CSS into the page);
 * images may come from any https host (a service's image_url); the office map and the
 * video block embed Google Maps and YouTube only after a click; nobody may frame the site.
 */
export const contentSecurityPolicy = (connectTo: readonly string[] = []) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...connectTo],
    frameSrc: ['https://www.google.com', 'https://www.youtube-nocookie.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  },
});

/**
 * The headers only a staff page (see `access: staff`) gets: an opener policy, so no
 * window of another origin keeps a handle on it. Public pages do without: arriving at a
 * page that sends one moves the tab into a fresh renderer process (on Android too, where
 * Chrome isolates such sites), whose cold start delays the page's first tasks, and a
 * public page holds nothing another window could learn from it.
 */
export const staffPageHeaders = { 'Cross-Origin-Opener-Policy': 'same-origin' } as const;

/**
 * Powerful browser features no page of the site uses, turned off for its pages and for
 * what they embed (maps, videos): a script that got in could not ask for them either.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const helmetOptions = (connectTo: readonly string[]) =>
  ({
    contentSecurityPolicy: contentSecurityPolicy(connectTo),
    // Images from other https hosts carry no CORP header; requiring one would hide them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  }) as const;

/**
 * The security headers of a server whose pages also fetch from `connectTo` (a build's
 * Supabase project): `register` puts them on every response, with HSTS only where the
 * request came over https; `apply` sets them on a reply sent before routing, where no
 * hook runs. Helmet is set up once here: its Fastify plugin builds it again, policy
 * parsing and all, for every request.
 */
export function securityHeaders(connectTo: readonly string[] = []) {
  const helmetHeaders = helmet(helmetOptions(connectTo));
  const applyHelmet: typeof helmetHeaders = (request, response, next) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    return helmetHeaders(request, response, next);
  };
  return {
    async register(app: FastifyInstance): Promise<void> {
      app.addHook('onRequest', (request, reply, done) =>
        applyHelmet(request.raw, reply.raw, () => done()),
      );
      app.addHook('onSend', async (request, reply) => {
        if (request.protocol === 'https') {
          reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
        }
      });
    },
    apply(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      return new Promise((resolve) => applyHelmet(request.raw, reply.raw, () => resolve()));
    },
  };
}

/**
 * Why a request comes from another site, or null when it comes from this one (or from a
 * tool such as curl or sitectl, which sends neither header). The browser says so itself
 * (`Sec-Fetch-Site`), or its `Origin` is neither the address visitors use (`publicOrigin`,
 * from PUBLIC_URL) nor the host the request was sent to (from a trusted proxy's
 * `X-Forwarded-Host` when there is one). Behind a proxy that rewrites `Host`, PUBLIC_URL
 * is what matches.
 */
export function crossSiteReason(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `the browser says it comes from another site (Sec-Fetch-Site: ${fetchSite.slice(0, 40)})`;
  }
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin) return null;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // Not an address ("null" from a sandboxed frame): another site.
  }
  if (host !== null && host === request.host) return null;
  return `Origin ${origin.slice(0, 200)} is not ${publicOrigin ?? `this host (${request.host})`}`;
}
