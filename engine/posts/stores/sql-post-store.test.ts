import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import {
  admin,
  anon,
  asSession,
  editor,
  editorAal1,
  member,
} from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase } from '../../database/sql-database';
import {
  EditConflictError,
  RecordNotFoundError,
  SlugTakenError,
  statusOf,
} from '../../collections/record-drafts';
import { postSeedSql } from '../seed/post-seed-sql';
import { readPostSeed } from '../seed/post-seed';
import { samplePost } from '../../../tests/fixtures/memory-post-store';
import { createSqlPostStore } from './sql-post-store';

const seed = readPostSeed();
const [newest] = seed.published;
const [draftOnly] = seed.drafts;

const post = samplePost;

// The posts collection: the seed, and the workflow every collection shares (drafts,
// publishing, history, schedules, discards), through the SQL functions of both backends.
describe.each(testDatabases)('posts on $name', (backend) => {
  let db: SqlDatabase;
  const store = () => createSqlPostStore(db);

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from content.published_records; delete from content.record_edits;
                   delete from content.record_versions; delete from content.record_schedules;
                   delete from audit.events;`);
    await db.exec(postSeedSql(seed));
  });

  it('starts with the seeded posts: the published ones newest first, the drafts as their authors saved them', async () => {
    const published = await store().listPublished();
    expect(published.map((one) => one.slug)).toEqual(seed.published.map((one) => one.slug));
    expect(published[0]).toMatchObject({
      title: newest!.title,
      translations: { ar: { title: newest!.translations!['ar']!.title } },
      first_published_at: expect.stringMatching(/^\d{4}-/),
    });

    const entries = await store().entries();
    const draft = entries.find((entry) => entry.slug === draftOnly!.slug);
    expect(draft).toMatchObject({ published: null, draft_saved_by: draftOnly!.author });
    expect(statusOf(draft!)).toBe('draft');
    expect(await store().published(draftOnly!.slug)).toBeNull();
    // Newest first by date, drafts among the published.
    const dates = entries.map((entry) => (entry.draft ?? entry.published)!.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps a saved edit from visitors until it is published, then versions it', async () => {
    const entry = (await store().entries()).find((one) => one.slug === newest!.slug)!;
    const saved = await store().saveDraft(
      { ...newest!, title: 'Ransomware, one year on' },
      entry.revision,
      'Sara Khan',
    );
    expect(statusOf(saved)).toBe('changed');
    expect((await store().published(newest!.slug))?.title).toBe(newest!.title);

    const published = await store().publish(newest!.slug, saved.revision, 'Sara Khan');
    expect(statusOf(published)).toBe('published');
    expect((await store().published(newest!.slug))?.title).toBe('Ransomware, one year on');
    // The seeded post is version 1, the publish version 2.
    const versions = await store().versions(newest!.slug);
    expect(versions.map((one) => [one.version, one.record.title, one.published_by])).toEqual([
      [2, 'Ransomware, one year on', 'Sara Khan'],
      [1, newest!.title, ''],
    ]);

    const restored = await store().restore(newest!.slug, 1, published.revision, 'Omar Haddad');
    expect(restored.draft?.title).toBe(newest!.title);
    await store().publish(newest!.slug, restored.revision, 'Omar Haddad');
    expect((await store().versions(newest!.slug)).map((one) => one.version)).toEqual([3, 2, 1]);
  });

  it('starts a new post as a draft nobody outside sees, and refuses a slug taken', async () => {
    const saved = await store().saveDraft(post(), null, 'Ravi Menon');
    expect(statusOf(saved)).toBe('draft');
    await expect(store().saveDraft(post(), null, 'Omar')).rejects.toBeInstanceOf(SlugTakenError);
    await expect(store().saveDraft(post({ slug: newest!.slug }), null, 'Omar')).rejects.toThrow(
      `A post with the slug "${newest!.slug}" already exists.`,
    );

    // Visitors read published posts only; a draft is in no table or function they reach.
    const visible = await asSession(db, anon, (tx) =>
      tx.query<{ slug: string }>('select slug from content.published_records order by slug'),
    );
    expect(visible.map((row) => row.slug)).toEqual(seed.published.map((one) => one.slug).sort());
    for (const query of [
      'select * from content.record_edits',
      'select * from content.record_versions',
      `select public.record_entries('posts')`,
      `select public.record_history('posts', 'fibre-in-the-desert')`,
      `select public.save_record_draft('posts', 'x', '{}'::jsonb, null)`,
      `select public.publish_record('posts', 'fibre-in-the-desert', 1)`,
    ]) {
      await expect(asSession(db, anon, (tx) => tx.query(query))).rejects.toMatchObject({
        code: '42501',
      });
    }
    // Signed in without a second factor, or not staff: nothing to see, nothing written.
    for (const session of [editorAal1, member]) {
      await expect(
        asSession(db, session, (tx) => tx.query('select * from content.record_edits')),
      ).resolves.toEqual([]);
      await expect(
        asSession(db, session, (tx) =>
          tx.query(`select public.publish_record('posts', 'fibre-in-the-desert', 1)`),
        ),
      ).rejects.toBeTruthy();
    }
    expect(await store().published('fibre-in-the-desert')).toBeNull();

    // Staff with a second factor publish through the same function.
    const [row] = await asSession(db, editor, (tx) =>
      tx.query<{ entry: { published: { title: string } } }>(
        `select public.publish_record('posts', 'fibre-in-the-desert', $1) as entry`,
        [saved.revision],
      ),
    );
    expect(row?.entry.published.title).toBe('Fibre in the Desert');
    expect(
      await asSession(db, anon, (tx) =>
        tx.query(`select 1 from content.published_records where slug = 'fibre-in-the-desert'`),
      ),
    ).toHaveLength(1);
  });

  it('refuses an edit begun before another person saved, naming them', async () => {
    const opened = (await store().entries()).find((one) => one.slug === newest!.slug)!;
    await store().saveDraft({ ...newest!, title: 'Omar was here' }, opened.revision, 'Omar Haddad');
    const late = store().saveDraft({ ...newest!, title: 'Sara' }, opened.revision, 'Sara Khan');
    await expect(late).rejects.toBeInstanceOf(EditConflictError);
    await expect(late).rejects.toMatchObject({ change: { changed_by: 'Omar Haddad' } });
  });

  it('takes a post off the site and back, on a schedule too, exactly once', async () => {
    const entry = (await store().entries()).find((one) => one.slug === newest!.slug)!;
    const off = await store().unpublish(newest!.slug, entry.revision, 'Sara Khan');
    expect(statusOf(off)).toBe('draft');
    expect(await store().published(newest!.slug)).toBeNull();
    expect(await store().withdrawn(newest!.slug)).toBe(true);
    expect(
      await asSession(db, anon, (tx) =>
        tx.query<{ gone: boolean }>(`select public.record_withdrawn('posts', $1) as gone`, [
          newest!.slug,
        ]),
      ),
    ).toEqual([{ gone: true }]);

    await store().schedule(newest!.slug, 'publish', '2020-01-01T00:00:00Z', off.revision, 'Sara');
    const [ran] = await db.query<{ ran: { collection: string; outcome: string } }>(
      'select public.run_due_schedule() as ran',
    );
    expect(ran?.ran).toMatchObject({ collection: 'posts', outcome: 'done' });
    expect(await db.query('select public.run_due_schedule() as ran')).toEqual([{ ran: null }]);
    expect((await store().published(newest!.slug))?.title).toBe(newest!.title);
    expect(await store().withdrawn(newest!.slug)).toBe(false);
  });

  it('discards a new post with its draft, and refuses what there is not', async () => {
    const saved = await store().saveDraft(post(), null, 'Ravi Menon');
    const gone = await store().discardDraft(post().slug, saved.revision, 'Ravi Menon');
    expect(gone).toMatchObject({ published: null, draft: null });
    expect((await store().entries()).map((one) => one.slug)).not.toContain(post().slug);
    await expect(store().publish('no-such-post', 0)).rejects.toBeInstanceOf(RecordNotFoundError);
    await expect(store().publish('no-such-post', 0)).rejects.toThrow(
      'The post "no-such-post" has no changes to publish.',
    );
  });

  it('records every step in the activity log under the posts collection', async () => {
    const saved = await store().saveDraft(post(), null, 'Ravi Menon');
    await store().publish(post().slug, saved.revision, 'Ravi Menon');
    const actions = await db.query<{ action: string; person: string }>(
      `select action, person from audit.events where collection = 'posts' order by seq`,
    );
    expect(actions).toEqual([
      { action: 'draft-saved', person: 'Ravi Menon' },
      { action: 'published', person: 'Ravi Menon' },
    ]);
  });

  it('refuses a collection no migration declares, before touching anything', async () => {
    await expect(
      asSession(db, admin, (tx) =>
        tx.query(`select public.save_record_draft('gossip', 'x', '{}'::jsonb, null)`),
      ),
    ).rejects.toMatchObject({ code: '22023', message: 'There is no collection "gossip".' });
    expect(
      await db.query(`select * from content.record_edits where collection = 'gossip'`),
    ).toEqual([]);
  });
});
