import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { METHODS } from 'node:http';
import { buildLayout } from '../build/build-layout';
import type { TrustProxy } from './config';
import { proxyWarnings } from './proxy-warnings';
import type { securityHeaders } from './security';

interface HttpPluginOptions {
  distDir: string;
  security: ReturnType<typeof securityHeaders>;
  trustProxy: TrustProxy;
  logger: FastifyBaseLogger | undefined;
}

/**
 * What every route stands on: an answer for every method, security headers, proxy
 * warnings, cookies, no-store for anything private, form bodies, rate limits (each route
 * sets its own) and the build's files (sent by the routes, precompressed).
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  { distDir, security, trustProxy, logger }: HttpPluginOptions,
): Promise<void> {
  // Methods Node accepts that Fastify does not route by default still get an answer (405).
  // Their bodies are read like POST's, so an unread body never garbles the connection.
  for (const method of METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }

  await security.register(app);
  const checkProxy = proxyWarnings(trustProxy, (message) => logger?.warn(message));
  app.addHook('onRequest', async (request) => checkProxy(request));
  await app.register(fastifyCookie);
  // After the cookie plugin's own onSend, which writes Set-Cookie.
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // Nothing private is kept by a browser or a shared cache: staff answers, and any
    // answer that sets or clears a cookie.
    if (request.url.startsWith('/api/admin') || reply.hasHeader('set-cookie')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${context.after}.`,
    }),
  });
  await app.register(fastifyStatic, {
    root: buildLayout(distDir).client,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });
}
