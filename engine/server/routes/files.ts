import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuildLoader } from '../rendering/build-loader';
import { fileCacheControl } from '../rendering/page-path';
import type { SitemapSource } from '../rendering/sitemap';

/**
 * Sends a file of the build's client folder (`path` already checked by pagePath): hashed
 * assets cached for a year, other files a day, precompressed where the build made a copy.
 * A page's HTML is never sent as a file: pages go through the page routes.
 */
export function replyWithBuildFile(reply: FastifyReply, path: string) {
  reply.header('Cache-Control', fileCacheControl(path));
  return reply.sendFile(path.slice(1));
}

/**
 * The files search engines read: `/sitemap.xml` from the database when the build reads
 * its data from this server (a static-hosting build, Supabase, carries its own file,
 * written at build time), and `robots.txt` from the build. The build's other files are
 * sent by the page route, which tells a file's path from a page's (replyWithBuildFile).
 */
export async function fileRoutes(
  app: FastifyInstance,
  { builds, sitemap }: { builds: BuildLoader; sitemap: SitemapSource },
) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { manifest } = await builds.current();
    if (manifest.dataMode === 'supabase') {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('sitemap.xml');
    }
    const xml = await sitemap.xml();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('robots.txt'),
  );
}
