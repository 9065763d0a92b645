/**
 * Staff upload pictures for records through the data port: a file goes to the site server,
 * which checks it by its content, re-encodes it without its metadata and answers with the
 * address a record names it by (engine/server/routes/staff/uploads.ts). This part is the
 * browser's: what an upload gives back, and why one is refused.
 */

/** The most bytes an upload may have: the server refuses more before reading it all. */
export const maxUploadBytes = 15 * 1024 * 1024;

/** An uploaded picture: its id, its size after re-encoding, and the address a record names. */
export interface UploadedPicture {
  id: string;
  width: number;
  height: number;
  /** `/uploads/<id>-<width>x<height>.jpg` (engine/media/upload-address.ts). */
  url: string;
}

/** Why the server refused a file: too large, or not a JPEG, PNG, WebP or AVIF picture. */
export type PictureRefusal = 'too-large' | 'not-a-picture';

/** A file the server would not take; nothing of it was stored. */
export class PictureRefusedError extends Error {
  constructor(
    readonly refusal: PictureRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PictureRefusedError';
  }
}

export interface PictureUploader {
  /**
   * Sends one file; resolves with the stored picture, or rejects with a PictureRefusedError
   * (or a DataRequestError for anything else, such as a lost connection). A file over the
   * limit is refused here, without sending it.
   */
  upload(file: Blob): Promise<UploadedPicture>;
}
