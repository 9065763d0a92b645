import { DataRequestError, failureOfStatus } from '../errors/data-request-error';
import {
  maxUploadBytes,
  PictureRefusedError,
  type PictureUploader,
  type UploadedPicture,
} from '../uploads/picture-uploader';

interface ErrorBody {
  error?: { code?: string; message?: string };
}

// The server's codes for a file it refuses (engine/errors/api-errors.ts).
const refusals = {
  'payload-too-large': 'too-large',
  'unsupported-media-type': 'not-a-picture',
} as const;

/** Picture uploads to the site server: the file itself as the request's body. */
export const httpUploads: PictureUploader = {
  async upload(file) {
    if (file.size > maxUploadBytes) {
      throw new PictureRefusedError('too-large', 'The picture is larger than 15 MB.');
    }
    let response: Response;
    try {
      response = await fetch('/api/admin/uploads', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
    } catch (error) {
      throw new DataRequestError('network', `The server could not be reached (${String(error)}).`);
    }
    if (response.ok) return (await response.json()) as UploadedPicture;
    const { error } = (await response.json().catch(() => ({}))) as ErrorBody;
    const message = error?.message ?? `The server answered ${response.status}.`;
    const code = error?.code;
    if (code === 'payload-too-large' || code === 'unsupported-media-type') {
      throw new PictureRefusedError(refusals[code], message);
    }
    throw new DataRequestError(failureOfStatus(response.status), message);
  },
};
