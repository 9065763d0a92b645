import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { checkPageText } from './check-page-text';
import { MediaEncodings } from './media-encodings';
import { maxStudioFileBytes } from './page-files';
import { studioRoutes } from './studio-routes';
import { createStudioVite } from './studio-vite';

export interface StudioOptions {
  pagesDir: string;
  port: number;
  /** Loopback only by default: the studio writes files and has no sign-in. */
  host?: string;
  /** Whether to serve the browser app through Vite (tests of the API alone leave it out). */
  client?: boolean;
}

export interface RunningStudio {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

/** Room for a page's text as JSON: escapes can double it, and the body names the file too. */
const bodyLimit = maxStudioFileBytes * 2 + 64 * 1024;

/** The studio's API on Fastify, and everything else (the studio's pages, the blocks' code) by Vite. */
export async function buildStudio(options: Omit<StudioOptions, 'port'>) {
  let vite: ViteDevServer | undefined;
  const notFound = (response: ServerResponse) => {
    response.statusCode = 404;
    response.end('Not found');
  };
  const app = Fastify({
    bodyLimit,
    logger: { level: 'warn' },
    serverFactory: (handler) =>
      createServer((request: IncomingMessage, response: ServerResponse) => {
        const url = request.url ?? '/';
        if (url.startsWith('/api/') || url.startsWith('/media/')) handler(request, response);
        else if (vite) vite.middlewares(request, response, () => notFound(response));
        else notFound(response);
      }),
  });
  const media = new MediaEncodings(options.pagesDir);
  await app.register(studioRoutes, { pagesDir: options.pagesDir, media });
  app.addHook('onClose', async () => vite?.close());
  await app.ready();
  if (options.client !== false) vite = await createStudioVite(app.server, options.pagesDir);
  return { app, media };
}

/**
 * Starts the studio: its server, then a first check (Ajv compiles the page schema once),
 * then media encoding in the background.
 */
export async function startStudio(options: StudioOptions): Promise<RunningStudio> {
  const { app, media } = await buildStudio(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  await checkPageText(options.pagesDir, 'index.yaml', 'title: Warm-up\nblocks: []\n').catch(
    () => undefined,
  );
  void media.start();
  return {
    app,
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${options.port}/`,
    close: () => app.close(),
  };
}
