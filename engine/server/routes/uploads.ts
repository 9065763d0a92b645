import type { FastifyInstance } from 'fastify';
import { mediaTypes } from '../../media/media-manifest';
import { uploadFileOf } from '../../media/upload-address';
import type { UploadStore } from '../../uploads/stores/sql-upload-store';

/**
 * The pictures staff uploaded, to everyone: each encoding at `/uploads/<id>-<width>.<ext>`
 * (and a record's `<id>-<width>x<height>.jpg`), kept by browsers and proxies for a year, as
 * an upload never changes under its name.
 */
export async function uploadFileRoutes(
  app: FastifyInstance,
  { uploads }: { uploads: Pick<UploadStore, 'file'> },
) {
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const wanted = uploadFileOf(request.params.file);
    const bytes = wanted && (await uploads.file(wanted.id, wanted.format, wanted.width));
    if (!wanted || !bytes)
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('There is no such picture.');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(mediaTypes[wanted.format])
      .send(bytes);
  });
}
