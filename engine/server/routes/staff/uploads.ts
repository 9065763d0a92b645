import type { FastifyError } from 'fastify';
import { sendApiError } from '../../../errors/api-errors';
import { uploadAddress } from '../../../media/upload-address';
import { processUpload, uploadLimits, UploadRefused } from '../../../uploads/process-upload';
import { jsonErrors } from '../../error-handlers';
import type { TypedApp } from '../../shared-schemas';
import { staffName, type StaffDeps } from './staff-deps';

/**
 * A picture staff upload for a record: the file itself as the body (any Content-Type; what
 * it is, is read from its bytes), at most 15 MB. It is checked and re-encoded before anything
 * is stored (process-upload.ts), and answered with the address the record names it by and
 * its size. A refused file stores nothing.
 */
export function uploadRoutes(api: TypedApp, { database, reportError }: StaffDeps) {
  const defaultErrors = jsonErrors(reportError);
  api.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: uploadLimits.bytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/uploads',
      {
        bodyLimit: uploadLimits.bytes,
        // A body over the limit is cut off as it arrives, and said in the uploader's words.
        errorHandler: (error: FastifyError, request, reply) =>
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? sendApiError(reply, { code: 'payload-too-large', message: 'picture' })
            : defaultErrors(error, request, reply),
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const upload = await processUpload(body);
          const stored = await database.uploads.add(upload, staffName(request));
          return { ...stored, url: uploadAddress(stored) };
        } catch (error) {
          if (!(error instanceof UploadRefused)) throw error;
          return sendApiError(
            reply,
            error.refusal === 'too-large'
              ? { code: 'payload-too-large', message: 'picture' }
              : { code: 'unsupported-media-type', message: 'picture' },
          );
        }
      },
    );
  });
}
