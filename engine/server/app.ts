import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { METHODS } from 'node:http';
import { buildLayout } from '../build/build-layout';
import type { SiteDatabase } from '../database/open-site-database';
import type { AdminAuth } from './admin-auth';
import { adminRoutes } from './admin-routes';
import { BuildLoader } from './build-loader';
import { leadRoutes, replyWithFailure } from './lead-routes';
import { PageRenderer } from './page-renderer';
import { pageRoutes } from './page-routes';
import { publicApiRoutes } from './public-api-routes';
import { replyWithPage } from './reply-page';
import { securityHeaders } from './security';
import { notifyingWrites, SitemapSource } from './sitemap';
import { sitemapRoutes } from './sitemap-routes';

export interface SiteServerOptions {
  distDir: string;
  database: Pick<SiteDatabase, 'services' | 'leads'>;
  auth: AdminAuth;
  trustProxy?: boolean;
  leadsPerMinute?: number;
  /** The address printed admin links use; read when a link is made. */
  linkBase: () => string;
  /** Where unexpected errors are reported; console.error by default. */
  reportError?: (message: string, error: unknown) => void;
}

/**
 * The site server: security headers on everything, the build's files and pages, record
 * pages rendered from the database, form submissions stored as leads, and the staff API.
 * Every request gets an answer with a status; an error in one never ends the process.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const reportError = options.reportError ?? ((message, error) => console.error(message, error));
  const builds = new BuildLoader(options.distDir);
  const sitemap = new SitemapSource(builds, options.database.services);
  // Every write goes through here, so the sitemap lists a new record at once.
  const services = notifyingWrites(options.database.services, () => sitemap.invalidate());
  const database = { ...options.database, services };
  const pages = new PageRenderer(builds, services, { error: reportError });
  // Loaded now, so the first visitor does not wait, and so the policy knows the build.
  const { manifest } = await builds.current();
  const security = securityHeaders(manifest.supabaseUrl ? [manifest.supabaseUrl] : []);

  const app = Fastify({
    logger: false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Wait for requests in flight on close; idle keep-alive connections are dropped.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A field a route does not know is refused, never quietly dropped.
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: (error, request, rawReply) => {
      // A path the router cannot even decode (`//%`) is a page that does not exist.
      const reply = rawReply as unknown as FastifyReply;
      // Routing never started, so no hook has set the security headers yet.
      void security
        .apply(request, reply)
        .then(() => pages.notFound(error.code === 'FST_ERR_BAD_URL' ? 404 : 400))
        .then((page) => replyWithPage(request, reply, page))
        .catch(() => reply.code(400).type('text/plain').send('Bad Request'));
    },
  });
  // Methods Node accepts that Fastify does not route by default still get an answer (405).
  // Their bodies are read like POST's, so an unread body never garbles the connection.
  for (const method of METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }

  await security.register(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate-limited',
      message: `Too many requests; try again in ${context.after}.`,
    }),
  });
  await app.register(fastifyStatic, {
    root: buildLayout(options.distDir).client,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });

  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api/leads' && request.method === 'POST') {
      if (status === 429) return replyWithFailure(request, reply, { builds, pages }, 'rateLimited');
      if (status >= 500) {
        reportError(`Storing a form submission failed (${url}).`, error);
        return replyWithFailure(request, reply, { builds, pages }, 'server');
      }
    }
    if (status >= 500) reportError(`${request.method} ${url} failed.`, error);
    const code = (error as { code?: string }).code ?? 'error';
    const message =
      status >= 500 || !(error instanceof Error)
        ? 'Something went wrong on the server.'
        : error.message;
    return reply.code(status).send({ error: { code, message } });
  });

  await app.register(publicApiRoutes, { services, builds });
  await app.register(sitemapRoutes, { builds, sitemap });
  await app.register(leadRoutes, {
    builds,
    pages,
    leads: options.database.leads,
    leadsPerMinute: options.leadsPerMinute ?? 10,
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    auth: options.auth,
    database,
    linkBase: options.linkBase,
  });
  await app.register(pageRoutes, { builds, pages, auth: options.auth });
  return app;
}
