import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminAuth } from './admin-auth';
import { SESSION_COOKIE } from './admin-auth';
import type { BuildLoader } from './build-loader';
import { formFor } from './lead-intake';
import { fileCacheControl, isFilePath, pagePath } from './page-path';
import type { PageRenderer } from './page-renderer';
import { receiptVars } from './receipts';
import { replyWithPage } from './reply-page';

interface Deps {
  builds: BuildLoader;
  pages: PageRenderer;
  auth: AdminAuth;
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
export async function pageRoutes(app: FastifyInstance, { builds, pages, auth }: Deps) {
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

    if (path === '/admin' && typeof query.token === 'string') {
      // The link works once; the token never stays in the address bar or the history.
      if (auth.redeemLinkToken(query.token)) {
        const session = auth.createSession();
        reply.setCookie(SESSION_COOKIE, session.value, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: session.maxAgeSeconds,
        });
        return reply.redirect('/admin', 303);
      }
      return reply.redirect('/admin?link=used', 303);
    }

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
      return replyWithPage(request, reply, await pages.record(path, match.route, match.slug));
    }
    return notFound(request, reply);
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
