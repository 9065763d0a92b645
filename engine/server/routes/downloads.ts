import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { downloadsDir } from '../../downloads/download-manifest';
import type { DownloadLinks } from '../../downloads/download-links';
import type { BuildLoader } from '../rendering/build-loader';

interface Deps {
  builds: Pick<BuildLoader, 'current'>;
  /** The site's download links, once its signing key is read. */
  links: () => Promise<DownloadLinks>;
}

/**
 * The files given to visitors who left their email, each only through the link they were
 * given (download-links.ts): a forged, altered or expired link, or one to a file the build no
 * longer gives, is the site's not-found page, and says nothing of which it was.
 */
export async function downloadRoutes(app: FastifyInstance, { builds, links }: Deps) {
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    '/downloads/:name',
    async (request, reply) => {
      const { name } = request.params;
      const { expires = '', signature = '' } = request.query;
      const build = await builds.current();
      const given = Object.values(build.downloads).some((entry) => entry.name === name);
      if (!given || !(await links()).verify({ name, expires, signature }))
        return reply.callNotFound();
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          // A link is the visitor's own: no shared cache keeps the file past its days.
          .header('Cache-Control', 'private, no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(createReadStream(path.join(build.layout.server, downloadsDir, name)))
      );
    },
  );
}
