import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { storeError } from '../../errors/store-error';
import type { MediaFormat } from '../../media/media-manifest';
import type { ProcessedUpload } from '../process-upload';

/** An upload as staff see it: what the record names and the size it keeps its place with. */
export interface StoredUpload {
  id: string;
  width: number;
  height: number;
}

/** Uploaded pictures in the site's own database (supabase/migrations/*_uploads.sql). */
export interface UploadStore {
  /**
   * Keeps a checked and re-encoded upload with all its encodings in one commit, noted in the
   * activity log; the same picture uploaded again is kept once.
   */
  add(upload: ProcessedUpload, by?: string): Promise<StoredUpload>;
  /** One encoding's bytes, or null when there is no such upload or encoding. */
  file(id: string, format: MediaFormat, width: number): Promise<Buffer | null>;
}

const INSERT_UPLOAD = `insert into content.uploads (id, width, height, uploaded_by)
  values ($1, $2, $3, coalesce($4, '')) on conflict (id) do nothing returning id`;
const INSERT_FILE = `insert into content.upload_files (upload_id, format, width, bytes)
  values ($1, $2, $3, $4)`;
const NOTE = 'select content.note_upload($1, $2, $3, $4)';
const FILE = `select bytes from content.upload_files
  where upload_id = $1 and format = $2 and width = $3`;

export function createSqlUploadStore(db: SqlDatabase): UploadStore {
  return {
    async add(upload, by) {
      const { id, width, height, files } = upload;
      try {
        await db.transaction(async (tx) => {
          const added = await tx.query(INSERT_UPLOAD, [id, width, height, by ?? null]);
          if (added.length === 0) return;
          for (const file of files)
            await tx.query(INSERT_FILE, [id, file.format, file.width, file.bytes]);
          await tx.query(NOTE, [id, width, height, by ?? null]);
        });
        return { id, width, height };
      } catch (error) {
        throw storeError('Could not keep the uploaded picture', asDatabaseError(error));
      }
    },
    async file(id, format, width) {
      try {
        const [row] = await db.query<{ bytes: Uint8Array }>(FILE, [id, format, width]);
        return row ? Buffer.from(row.bytes) : null;
      } catch (error) {
        throw storeError('Could not read the uploaded picture', asDatabaseError(error));
      }
    },
  };
}
