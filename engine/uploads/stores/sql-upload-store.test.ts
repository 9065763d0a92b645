import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anon, asSession, editor, editorAal1 } from '../../../tests/fixtures/api-sessions';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import type { SqlDatabase } from '../../database/sql-database';
import { processUpload, type ProcessedUpload } from '../process-upload';
import { createSqlUploadStore } from './sql-upload-store';

// Uploaded pictures (supabase/migrations/*_uploads.sql): kept whole with every encoding,
// once per picture, noted in the activity log, kept from anon.
describe.each(testDatabases)('uploads on $name', (backend) => {
  let db: SqlDatabase;
  let upload: ProcessedUpload;
  const uploads = () => createSqlUploadStore(db);

  beforeAll(async () => {
    db = await openMigrated(backend);
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: 'teal' },
    })
      .jpeg()
      .toBuffer();
    upload = await processUpload(photo);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from content.uploads; delete from audit.events;');
  });

  it('keeps every encoding byte for byte, once however often the picture comes', async () => {
    expect(await uploads().add(upload, 'Sara Khan')).toEqual({
      id: upload.id,
      width: 600,
      height: 400,
    });
    expect(await uploads().add(upload, 'Omar Haddad')).toEqual({
      id: upload.id,
      width: 600,
      height: 400,
    });
    for (const file of upload.files)
      expect(await uploads().file(upload.id, file.format, file.width)).toEqual(file.bytes);
    expect(await uploads().file(upload.id, 'avif', 999)).toBeNull();
    expect(await uploads().file('0000000000000000', 'jpeg', 600)).toBeNull();
    const activity = await createSqlActivityStore(db).list({ collection: 'uploads' });
    expect(activity.map((entry) => [entry.action, entry.person, entry.detail])).toEqual([
      ['uploaded', 'Sara Khan', { width: 600, height: 400 }],
    ]);
  });

  it('keeps each picture once when two staff upload at the same moment', async () => {
    const other = await processUpload(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: 'navy' } })
        .png()
        .toBuffer(),
    );
    // The same photo from two people at once, and a third picture beside them.
    const stored = await Promise.all([
      uploads().add(upload, 'Sara Khan'),
      uploads().add(upload, 'Omar Haddad'),
      uploads().add(other, 'Omar Haddad'),
    ]);
    expect(stored.map(({ id }) => id)).toEqual([upload.id, upload.id, other.id]);
    for (const picture of [upload, other])
      for (const file of picture.files)
        expect(await uploads().file(picture.id, file.format, file.width)).toEqual(file.bytes);
    const activity = await createSqlActivityStore(db).list({ collection: 'uploads' });
    expect(activity).toHaveLength(2);
  });

  it('keeps uploads from anon and from staff without a second factor', async () => {
    await uploads().add(upload, 'Sara Khan');
    await expect(
      asSession(db, anon, (tx) => tx.query('select id from content.uploads')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, anon, (tx) => tx.query('select bytes from content.upload_files')),
    ).rejects.toThrow(/permission denied/);
    expect(
      await asSession(db, editorAal1, (tx) =>
        tx.query('select upload_id from content.upload_files'),
      ),
    ).toEqual([]);
    expect(
      await asSession(db, editor, (tx) =>
        tx.query<{ id: string }>('select id from content.uploads'),
      ),
    ).toEqual([{ id: upload.id }]);
  });
});
