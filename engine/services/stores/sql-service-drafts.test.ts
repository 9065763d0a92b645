import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContentInput,
} from '../service-content';
import { EditConflictError, statusOf } from '../service-drafts';
import { createSqlServiceStore } from './sql-service-store';
import { anon, asSession, editor, editorAal1 } from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase } from '../../database/sql-database';

// Drafts, publishing, versions and edit conflicts, through the SQL functions the site's
// own database and Supabase share.
describe.each(testDatabases)('service drafts on $name', (backend) => {
  let db: SqlDatabase;
  // The same store, writing as one person or another.
  const as = (person: string) => {
    const store = createSqlServiceStore(db);
    return {
      ...store,
      saveDraft: (input: ServiceContentInput, base: number | null) =>
        store.saveDraft(input, base, person),
      publish: (slug: string, base: number) => store.publish(slug, base, person),
    };
  };
  const sara = () => as('Sara Khan');
  const omar = () => as('Omar Haddad');

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from content.service_content_feed;
                   delete from content.record_edits; delete from content.record_versions;`);
  });

  const versions = () =>
    db.query<{ version: number; h1: string; published_by: string }>(
      `select version, record ->> 'h1' as h1, published_by from content.record_versions
       where slug = 'cybersecurity' order by version`,
    );

  it('keeps a saved edit from visitors until it is published, then versions it', async () => {
    await sara().upsertMany([serviceInput()]);
    const [listed] = await sara().entries();
    expect(statusOf(listed!)).toBe('published');

    const saved = await sara().saveDraft(
      serviceInput({ h1: 'Security that never sleeps' }),
      listed!.revision,
    );
    expect(statusOf(saved)).toBe('changed');
    expect(saved).toMatchObject({ draft_saved_by: 'Sara Khan', changed_by: 'Sara Khan' });
    // Visitors still read the published record.
    expect((await sara().getBySlug('cybersecurity'))?.h1).toBe(serviceInput().h1);

    const published = await sara().publish('cybersecurity', saved.revision);
    expect(statusOf(published)).toBe('published');
    expect(published.published?.h1).toBe('Security that never sleeps');
    expect((await sara().getBySlug('cybersecurity'))?.h1).toBe('Security that never sleeps');
    // The import is version 1, the publish version 2, each with who made it.
    expect(await versions()).toEqual([
      { version: 1, h1: serviceInput().h1, published_by: 'import' },
      { version: 2, h1: 'Security that never sleeps', published_by: 'Sara Khan' },
    ]);
  });

  it('publishes both languages of a draft together', async () => {
    await sara().upsertMany([serviceInput()]);
    const [listed] = await sara().entries();
    const saved = await sara().saveDraft(
      serviceInput({ translations: { ar: { name: 'الأمن السيبراني', h1: 'أمن لا ينام' } } }),
      listed!.revision,
    );
    await sara().publish('cybersecurity', saved.revision);
    expect((await sara().getBySlug('cybersecurity'))?.translations?.['ar']?.h1).toBe('أمن لا ينام');
  });

  it('starts a new record as a draft no visitor can read, and refuses a taken slug', async () => {
    const saved = await sara().saveDraft(serviceInput({ slug: 'harbour-cctv' }), null);
    expect(statusOf(saved)).toBe('draft');
    expect(await sara().getBySlug('harbour-cctv')).toBeNull();
    expect(await sara().list()).toEqual([]);
    await expect(
      sara().saveDraft(serviceInput({ slug: 'harbour-cctv' }), null),
    ).rejects.toBeInstanceOf(DuplicateSlugError);

    await sara().publish('harbour-cctv', saved.revision);
    expect((await sara().getBySlug('harbour-cctv'))?.slug).toBe('harbour-cctv');
    await expect(
      sara().saveDraft(serviceInput({ slug: 'harbour-cctv' }), null),
    ).rejects.toBeInstanceOf(DuplicateSlugError);
  });

  it('refuses an edit begun before another person saved, naming them', async () => {
    await sara().upsertMany([serviceInput()]);
    const [opened] = await sara().entries();
    await omar().saveDraft(serviceInput({ h1: 'Omar was here' }), opened!.revision);

    const late = sara().saveDraft(serviceInput({ h1: 'Sara was here' }), opened!.revision);
    await expect(late).rejects.toBeInstanceOf(EditConflictError);
    await expect(late).rejects.toMatchObject({
      slug: 'cybersecurity',
      change: { changed_by: 'Omar Haddad', changed_at: expect.stringMatching(/^\d{4}-/) },
    });
    const [after] = await sara().entries();
    expect(after?.draft?.h1).toBe('Omar was here');
    await expect(sara().publish('cybersecurity', opened!.revision)).rejects.toBeInstanceOf(
      EditConflictError,
    );
  });

  it('refuses an edit begun before an import changed the record', async () => {
    await sara().upsertMany([serviceInput()]);
    const [opened] = await sara().entries();
    await omar().upsertMany([serviceInput({ h1: 'Imported heading' })]);
    await expect(
      sara().saveDraft(serviceInput({ h1: 'Sara was here' }), opened!.revision),
    ).rejects.toBeInstanceOf(EditConflictError);
  });

  it('refuses an edit begun before an operator wrote the record directly, and versions it', async () => {
    await createSqlServiceStore(db).create(serviceInput(), 'Operator (sitectl)');
    const [opened] = await sara().entries();
    await createSqlServiceStore(db).update(
      'cybersecurity',
      serviceInput({ h1: 'Written by a script' }),
      'Operator (sitectl)',
    );
    await expect(
      sara().saveDraft(serviceInput({ h1: 'Sara was here' }), opened!.revision),
    ).rejects.toMatchObject({ change: { changed_by: 'Operator (sitectl)' } });
    expect(await versions()).toEqual([
      { version: 1, h1: serviceInput().h1, published_by: 'Operator (sitectl)' },
      { version: 2, h1: 'Written by a script', published_by: 'Operator (sitectl)' },
    ]);
  });

  it('says there is nothing to publish, and that a deleted record is gone', async () => {
    await sara().upsertMany([serviceInput()]);
    const [listed] = await sara().entries();
    await expect(sara().publish('cybersecurity', listed!.revision)).rejects.toBeInstanceOf(
      ServiceNotFoundError,
    );
    await db.exec('delete from content.service_content_feed');
    await expect(sara().saveDraft(serviceInput(), listed!.revision)).rejects.toBeInstanceOf(
      ServiceNotFoundError,
    );
  });

  it('shows drafts and versions to staff with a second factor only, never to anon', async () => {
    await sara().upsertMany([serviceInput()]);
    const [listed] = await sara().entries();
    await sara().saveDraft(serviceInput({ h1: 'Secret plans' }), listed!.revision);

    for (const table of ['content.record_edits', 'content.record_versions']) {
      await expect(
        asSession(db, anon, (tx) => tx.query(`select * from ${table}`)),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asSession(db, editorAal1, (tx) => tx.query(`select * from ${table}`)),
      ).resolves.toEqual([]);
    }
    await expect(
      asSession(db, anon, (tx) => tx.query('select public.service_entries()')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asSession(db, anon, (tx) =>
        tx.query(`select public.save_service_draft('cybersecurity', '{}'::jsonb, 1)`),
      ),
    ).rejects.toMatchObject({ code: '42501' });

    const [row] = await asSession(db, editor, (tx) =>
      tx.query<{ entries: { draft: { h1: string } | null }[] }>(
        'select public.service_entries() as entries',
      ),
    );
    expect(row?.entries[0]?.draft?.h1).toBe('Secret plans');
    // Published records stay readable by everyone, without the draft.
    const published = await asSession(db, anon, (tx) =>
      tx.query<{ h1: string }>('select h1 from public.service_content_feed'),
    );
    expect(published).toEqual([{ h1: serviceInput().h1 }]);
  });

  it('keeps the newest versions of a record up to the maximum, 100 unless the database says', async () => {
    const publishTimes = (count: number, maximum?: string) =>
      db.transaction(async (tx) => {
        if (maximum)
          await tx.query(`select set_config('content.max_versions', $1, true)`, [maximum]);
        for (let version = 1; version <= count; version++) {
          await tx.query(
            `insert into content.record_versions (collection, slug, version, record)
             values ('services', 'cybersecurity', $1, '{}')`,
            [version],
          );
        }
      });
    const kept = async () =>
      (
        await db.query<{ version: number }>(
          `select version from content.record_versions where slug = 'cybersecurity' order by 1`,
        )
      ).map(({ version }) => version);

    await publishTimes(101);
    expect(await kept()).toEqual(Array.from({ length: 100 }, (_, index) => index + 2));
    await db.exec(`delete from content.record_versions`);
    await publishTimes(5, '3');
    expect(await kept()).toEqual([3, 4, 5]);
  });
});
