import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mediaTypes, type MediaFormat } from '../../engine/media/media-manifest';
import type { SaveAnswer } from '../shared/studio-api';
import { checkPageText } from './check-page-text';
import type { MediaEncodings } from './media-encodings';
import { readPageFile, savePageFile, StudioRequestError } from './page-files';
import { pageFileEntries, readPagesFolder } from './pages-folder';

export interface StudioRoutesOptions {
  pagesDir: string;
  media: MediaEncodings;
}

const pathQuery = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

const textBody = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    required: ['path', 'text', ...Object.keys(extra)],
    additionalProperties: false,
    properties: {
      path: { type: 'string', minLength: 1, maxLength: 500 },
      text: { type: 'string' },
      ...extra,
    },
  }) as const;

/**
 * The studio's API: the files of the pages folder, one file with its version, saving against
 * that version (409 when the file changed on disk), and checking unsaved text with the
 * engine's checks. Every request names a file by its path inside the pages folder; any other
 * path is refused (page-files.ts).
 */
export async function studioRoutes(app: FastifyInstance, options: StudioRoutesOptions) {
  const { pagesDir, media } = options;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioRequestError) return reply.code(error.status).send(error.error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({
        code: 'file-too-large',
        message: 'the text is larger than any page document may be',
        hint: 'A page document this large is a mistake, such as a picture pasted in as text.',
      });
    if (status < 500)
      return reply.code(status).send({
        code: 'bad-request',
        message: (error as Error).message,
        hint: 'The studio sent a request its server does not understand: reload the studio.',
      });
    app.log.error(error);
    return reply.code(500).send({
      code: 'studio-failed',
      message: (error as Error).message,
      hint: 'The studio server failed on this request; its terminal shows why.',
    });
  });

  app.get('/api/files', async () => pageFileEntries(await readPagesFolder(pagesDir)));

  app.get<{ Querystring: { path: string } }>(
    '/api/file',
    { schema: { querystring: pathQuery } },
    async (request) => readPageFile(pagesDir, request.query.path),
  );

  app.post<{ Body: { path: string; text: string; version: string } }>(
    '/api/save',
    { schema: { body: textBody({ version: { type: 'string', maxLength: 64 } }) } },
    async (request, reply): Promise<SaveAnswer> => {
      const { path, text, version } = request.body;
      const result = await savePageFile(pagesDir, path, text, version);
      if (result.saved) return result;
      reply.code(409);
      return {
        saved: false,
        code: 'changed-on-disk',
        message: `${result.theirs.shown} changed on disk since it was opened`,
        theirs: result.theirs,
      };
    },
  );

  app.post<{ Body: { path: string; text: string } }>(
    '/api/check',
    { schema: { body: textBody() } },
    async (request) =>
      checkPageText(pagesDir, request.body.path, request.body.text, media.manifest),
  );

  // The media photos the preview's pictures name, encoded as the build encodes them.
  app.get<{ Params: { '*': string } }>('/media/*', (request, reply) =>
    sendMedia(reply, media.fileOf(`/media/${request.params['*']}`)),
  );
}

function sendMedia(reply: FastifyReply, file: string | undefined) {
  if (!file)
    return reply.code(404).send({
      code: 'no-such-media',
      message: 'no encoded media photo at this address',
      hint: 'Media photos are encoded in the background when the studio starts.',
    });
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const format = (extension === 'jpg' ? 'jpeg' : extension) as MediaFormat;
  return reply.type(mediaTypes[format]).send(createReadStream(file));
}
