import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { anon, asSession, editor, editorAal1 } from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase } from '../../database/sql-database';
import type { PageDocument } from '../../document/page-types';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import { createSqlServiceStore } from '../../services/stores/sql-service-store';
import { createSqlPostStore } from '../../posts/stores/sql-post-store';
import { samplePost } from '../../../tests/fixtures/memory-post-store';
import { PreviewNotFoundError, previewLinkState } from '../preview-link';
import { hashPreviewToken } from '../preview-token';
import { createSqlPreviewStore } from './sql-preview-store';

// Preview links (supabase/migrations/*_preview_links.sql): made from a record's saved
// changes, opened by their secret until they expire or are revoked, kept from anon.
describe.each(testDatabases)('preview links on $name', (backend) => {
  let db: SqlDatabase;
  const services = () => createSqlServiceStore(db);
  const previews = () => createSqlPreviewStore(db);

  /** The Cybersecurity record published, with a saved change to its heading. */
  async function withDraft(h1 = 'Security you can preview') {
    const [published] = (await services().entries()).filter((one) => one.slug === 'cybersecurity');
    return services().saveDraft(serviceInput({ h1 }), published!.revision, 'Sara Khan');
  }

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from content.service_content_feed; delete from content.record_edits;
                   delete from content.record_versions; delete from content.preview_links;
                   delete from content.published_records;
                   delete from audit.events;`);
    await services().upsertMany([serviceInput()]);
  });

  it('opens the saved changes as they are now, until it is revoked, and notes who did both', async () => {
    const saved = await withDraft();
    const { link, token } = await previews().create('services', 'cybersecurity', 7, 'Sara Khan');
    expect(link).toMatchObject({
      collection: 'services',
      subject: 'cybersecurity',
      created_by: 'Sara Khan',
      revoked_at: null,
    });
    expect(previewLinkState(link)).toBe('working');
    const days = (Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    expect((await previews().open(token))?.draft).toMatchObject({
      collection: 'services',
      record: { h1: 'Security you can preview' },
    });
    // A later save shows through the same link; what visitors read is unchanged.
    await services().saveDraft(serviceInput({ h1: 'Saved again' }), saved.revision, 'Sara Khan');
    expect((await previews().open(token))?.draft).toMatchObject({ record: { h1: 'Saved again' } });
    expect((await services().getBySlug('cybersecurity'))?.h1).toBe(serviceInput().h1);

    const revoked = await previews().revoke(link.id, 'Omar Haddad');
    expect(revoked).toMatchObject({ revoked_by: 'Omar Haddad' });
    expect(previewLinkState(revoked)).toBe('revoked');
    expect(await previews().open(token)).toBeNull();
    // Revoking again changes nothing, and names no one new.
    expect((await previews().revoke(link.id, 'Someone Else')).revoked_by).toBe('Omar Haddad');
    expect(await previews().list('services', 'cybersecurity')).toEqual([revoked]);

    const activity = await createSqlActivityStore(db).list({ subject: 'cybersecurity' });
    const previewActivity = activity.filter((entry) => entry.action.startsWith('preview-'));
    expect(previewActivity.map((entry) => [entry.action, entry.person])).toEqual([
      ['preview-revoked', 'Omar Haddad'],
      ['preview-created', 'Sara Khan'],
    ]);
    expect(previewActivity[1]?.detail).toEqual({ link: link.id, expires_at: link.expires_at });
  });

  it("opens a post's draft, never published, and refuses a post with nothing saved", async () => {
    const posts = createSqlPostStore(db);
    const draft = samplePost({ slug: 'cloud-costs', title: 'Cloud costs, before anyone sees' });
    await expect(previews().create('posts', 'cloud-costs', 7, 'Sara Khan')).rejects.toThrow(
      PreviewNotFoundError,
    );
    await posts.saveDraft(draft, null, 'Sara Khan');
    const { link, token } = await previews().create('posts', 'cloud-costs', 7, 'Sara Khan');
    expect(link).toMatchObject({ collection: 'posts', subject: 'cloud-costs' });
    expect((await previews().open(token))?.draft).toEqual({ collection: 'posts', record: draft });
    // Each collection lists its own links: a service of the same slug has none.
    expect(await previews().list('posts', 'cloud-costs')).toEqual([link]);
    expect(await previews().list('services', 'cloud-costs')).toEqual([]);
  });

  it('refuses a record with nothing saved to show, and a link that is not there', async () => {
    await expect(previews().create('services', 'cybersecurity', 1, 'Sara Khan')).rejects.toThrow(
      PreviewNotFoundError,
    );
    await expect(previews().create('services', 'no-such-service', 1)).rejects.toThrow(
      PreviewNotFoundError,
    );
    await expect(previews().revoke('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      PreviewNotFoundError,
    );
    await expect(previews().revoke('not-an-id')).rejects.toThrow(PreviewNotFoundError);
    expect(await previews().list('services', 'cybersecurity')).toEqual([]);
  });

  it('opens nothing once expired, once published, or for a secret it never made', async () => {
    const saved = await withDraft();
    const { link, token } = await previews().create('services', 'cybersecurity', 1, 'Sara Khan');
    expect(await previews().open('x'.repeat(43))).toBeNull();
    expect(await previews().open(`${token}x`)).toBeNull();
    // Only the hash is kept: the secret itself is nowhere in the database.
    const [kept] = await db.query<{ token_hash: string }>(
      'select token_hash from content.preview_links',
    );
    expect(kept?.token_hash).toBe(hashPreviewToken(token));

    await services().publish('cybersecurity', saved.revision, 'Sara Khan');
    expect(await previews().open(token)).toMatchObject({ draft: null });

    await db.query(
      `update content.preview_links set created_at = now() - interval '2 days',
       expires_at = now() - interval '1 second' where id = $1`,
      [link.id],
    );
    expect(await previews().open(token)).toBeNull();
    const [expired] = await previews().list('services', 'cybersecurity');
    expect(previewLinkState(expired!)).toBe('expired');
  });

  it('opens page documents by route, lists their routes, and never shows them in the list', async () => {
    const about = { title: 'About, changed', blocks: [] } as PageDocument;
    const arabic = { title: 'من نحن', blocks: [] } as PageDocument;
    const { link, token } = await previews().createForPages(
      { '/about': about, '/ar/about': arabic },
      1,
      'Layla Aziz',
    );
    expect(link).toMatchObject({
      collection: 'pages',
      subject: '/about, /ar/about',
      routes: ['/about', '/ar/about'],
      created_by: 'Layla Aziz',
    });
    expect(link).not.toHaveProperty('documents');
    expect(await previews().open(token)).toMatchObject({
      draft: null,
      documents: { '/about': about, '/ar/about': arabic },
    });
    expect(await previews().listPages()).toEqual([link]);
    // Links to records are another list.
    expect(await previews().list('services', 'cybersecurity')).toEqual([]);
    const [made] = await createSqlActivityStore(db).list({ collection: 'pages' });
    expect(made).toMatchObject({ action: 'preview-created', subject: '/about, /ar/about' });

    await previews().revoke(link.id, 'Layla Aziz');
    expect(await previews().open(token)).toBeNull();
    // A link to pages always carries its pages.
    await expect(
      db.query(
        `select public.create_preview_link('pages', '/about', $1, now() + interval '1 day')`,
        ['a'.repeat(64)],
      ),
    ).rejects.toThrow(/preview_links_pages_have_documents/);
  });

  it('keeps links from anon and from staff without a second factor', async () => {
    await withDraft();
    const { token } = await previews().create('services', 'cybersecurity', 7, 'Sara Khan');
    const hash = hashPreviewToken(token);
    await expect(
      asSession(db, anon, (tx) => tx.query('select * from content.preview_links')),
    ).rejects.toThrow(/permission denied/);
    // Staff without a second factor see no link at all.
    expect(
      await asSession(db, editorAal1, (tx) => tx.query('select * from content.preview_links')),
    ).toEqual([]);
    await expect(
      asSession(db, anon, (tx) => tx.query('select public.open_preview_link($1)', [hash])),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, anon, (tx) => tx.query(`select public.preview_links('services')`)),
    ).rejects.toThrow(/permission denied/);
    // Staff with a second factor list them.
    const [listed] = await asSession(db, editor, (tx) =>
      tx.query<{ links: unknown[] }>(`select public.preview_links('services') as links`),
    );
    expect(listed?.links).toHaveLength(1);
  });
});
