import type { FastifyInstance } from 'fastify';
import type { BuildLoader } from './build-loader';
import type { SitemapSource } from './sitemap';

/**
 * `/sitemap.xml`: from the database when the build reads its data from this server; a
 * static-hosting build (Supabase) carries its own file, written at build time.
 */
export async function sitemapRoutes(
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
}
