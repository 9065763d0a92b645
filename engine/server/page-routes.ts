import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAuth } from './admin-auth';
import { SESSION_COOKIE } from './admin-auth';
import type { BuildLoader } from './build-loader';
import { formFor } from './lead-intake';
import { fileCacheControl, isFilePath, pagePath } from './page-path';
import type { PageRenderer } from './page-renderer';
import { receiptVars } from './receipts';
import { refuse } from './refusal';
import { QueueFullError } from './render-queue';
import { replyWithPage } from './reply-page';
import { crossSiteReason } from './security';

interface Deps {
  builds: BuildLoader;
  pages: PageRenderer;
  auth: AdminAuth;
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
}

const splitUrl = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Every GET and HEAD that is not the API: files of the build, prerendered pages, record
 * pages rendered on request, the admin link, the no-script form receipt, and the
 * not-found page with 404 for anything else. Other methods get 405.
 */
export async function pageRoutes(app: FastifyInstance, deps: Deps) {
  const { builds, pages, auth } = deps;
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    replyWithPage(request, reply, await pages.notFound());

  app.setNotFoundHandler(notFound);

  app.get('/*', async (request, reply) => {
    const rawPath = splitUrl(request.url);
    if (isFilePath(rawPath)) {
      const path = pagePath(rawPath);
      if (!path || path.endsWith('.html')) return notFound(request, reply);
      reply.header('Cache-Control', fileCacheControl(path));
      return reply.sendFile(path.slice(1));
    }
    const path = pagePath(rawPath);
    if (!path) return notFound(request, reply);
    const query = request.query as Record<string, unknown>;

    if (path === '/sent') {
      const build = await builds.current();
      const form = await formFor(build, query.page, query.form);
      return replyWithPage(
        request,
        reply,
        await pages.withVars('/sent', receiptVars(build.entry.site, form), 200),
      );
    }

    const match = await pages.match(path);
    if (match.kind === 'static')
      return replyWithPage(request, reply, await pages.prerendered(match.route));
    if (match.kind === 'record') {
      try {
        return replyWithPage(request, reply, await pages.record(path, match.route, match.slug));
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        reply.refusal = 'busy: too many generated pages at once';
        return reply
          .code(503)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Busy generating pages; try again in a few seconds.');
      }
    }
    return notFound(request, reply);
  });

  // The admin link's page has one button, a form posted back to the link's own address:
  // only that deliberate POST uses the link up and signs the browser in, never the GET or
  // HEAD a mail scanner or link preview sends. The token never stays in the address bar.
  app.post('/admin', async (request, reply) => {
    const crossSite = crossSiteReason(request, deps.publicOrigin);
    if (crossSite) return refuse(reply, 403, 'cross-site', 'Sign in from this site.', crossSite);
    const query = request.query as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : body.token;
    if (typeof token !== 'string' || !auth.redeemLinkToken(token)) {
      reply.refusal = 'link-used: the admin link was used, expired or unknown';
      return reply.redirect('/admin?link=used', 303);
    }
    const session = await auth.startSession(String(request.headers['user-agent'] ?? ''));
    reply.setCookie(SESSION_COOKIE, session.value, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: session.maxAgeSeconds,
    });
    return reply.redirect('/admin', 303);
  });

  // Everything else a browser or a robot may send to a page: not allowed here.
  const otherMethods = app.supportedMethods.filter(
    (method) => method !== 'GET' && method !== 'HEAD',
  );
  app.route({
    method: otherMethods,
    url: '/*',
    handler: async (_request, reply) =>
      reply.code(405).header('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed'),
  });
}
