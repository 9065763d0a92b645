import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDatabaseSql } from '../../engine/site-stores/database-sql';
import type { SqlDatabase, SqlQueryable } from '../../engine/database/sql-database';
import {
  admin,
  adminAal1,
  anon,
  asSession,
  editor,
  editorAal1,
  member,
  selfPromoted,
  serviceRole,
  type Session,
} from '../fixtures/api-sessions';
import { openMigrated, testDatabases } from '../fixtures/test-databases';

// The real migrations of service_content_feed, its constraints and its row level security,
// on every backend. The policies of public.leads are in leads.test.ts.

const insertRow =
  (slug: string, name = 'Service') =>
  (tx: SqlQueryable) =>
    tx.query(`insert into public.service_content_feed (slug, name, h1) values ($1, $2, $2)`, [
      slug,
      name,
    ]);

const upsertRow = (slug: string, name: string) => (tx: SqlQueryable) =>
  tx.query(
    `insert into public.service_content_feed (slug, name, h1) values ($1, $2, $2)
     on conflict (slug) do update set name = excluded.name, h1 = excluded.h1`,
    [slug, name],
  );

/** Resolves to the slugs it changed: what the caller sees of an update. */
const renameAll = (name: string) => (tx: SqlQueryable) =>
  tx.query(`update public.service_content_feed set name = $1 returning slug`, [name]);

describe.each(testDatabases)('service_content_feed on $name', (backend) => {
  let db: SqlDatabase;

  const as = <T>(session: Session, work: (tx: SqlQueryable) => Promise<T>) =>
    asSession(db, session, work);

  const rows = () =>
    db.query<{ id: string; slug: string; name: string }>(
      'select id, slug, name from content.service_content_feed order by slug',
    );

  function insertAsOwner(values: Record<string, unknown>) {
    const columns = Object.keys(values);
    const placeholders = columns.map((_, index) => `$${index + 1}`);
    return db.query<Record<string, unknown>>(
      `insert into public.service_content_feed (${columns.join(', ')})
       values (${placeholders.join(', ')}) returning *`,
      Object.values(values),
    );
  }

  const violation = (values: Record<string, unknown>) =>
    insertAsOwner({ slug: 'ok', name: 'Name', h1: 'Heading', ...values });

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from content.service_content_feed');
  });

  describe('constraints', () => {
    it.each(['Managed-IT', 'managed--it', '-managed', 'managed-', 'managed it', 'managed_it', ''])(
      'rejects the slug %j',
      async (slug) => {
        await expect(violation({ slug })).rejects.toMatchObject({
          code: '23514',
          constraint: 'service_content_feed_slug_format',
        });
      },
    );

    it('accepts a slug of 100 characters and rejects one of 101', async () => {
      await expect(violation({ slug: 'a'.repeat(100) })).resolves.toBeDefined();
      await expect(violation({ slug: 'b'.repeat(101) })).rejects.toMatchObject({
        constraint: 'service_content_feed_slug_length',
      });
    });

    it('keeps slugs unique', async () => {
      await violation({ slug: 'cloud' });
      await expect(violation({ slug: 'cloud' })).rejects.toMatchObject({
        code: '23505',
        constraint: 'service_content_feed_slug_key',
      });
    });

    it.each(['dQw4w9WgX', 'dQw4w9WgXcQQ', 'dQw4w9WgXc!', 'https://youtu.be/dQw4w9WgXcQ'])(
      'rejects the video id %j',
      async (video_id) => {
        await expect(violation({ video_id })).rejects.toMatchObject({
          constraint: 'service_content_feed_video_id_format',
        });
      },
    );

    it('accepts an 11-character YouTube id with - and _', async () => {
      await expect(violation({ video_id: 'a-B_c1D2e3F' })).resolves.toBeDefined();
    });

    it.each([
      'http://example.com/a.png',
      '//cdn.example.com/a.png',
      'javascript:alert(1)',
      'images/a.png',
      'https://',
      '/',
    ])('rejects the image URL %j', async (image_url) => {
      await expect(violation({ image_url })).rejects.toMatchObject({
        constraint: 'service_content_feed_image_url_format',
      });
    });

    it.each(['https://images.example.com/a.png', '/images/services/a.webp'])(
      'accepts the image URL %j',
      async (image_url) => {
        await expect(violation({ image_url })).resolves.toBeDefined();
      },
    );

    it.each([
      '/\\evil.example/a.png',
      '/images/a\\b.png',
      '/\t/evil.example/a.png',
      '/images/a b.png',
      'https://user:secret@images.example.com/a.png',
    ])('rejects the image path %j, which could load from another host', async (image_url) => {
      await expect(violation({ image_url })).rejects.toMatchObject({
        constraint: 'service_content_feed_image_url_format',
      });
    });

    const TEXT_COLUMNS = [
      'parent',
      'name',
      'meta_title',
      'meta_description',
      'h1',
      'hero',
      'intro',
      'cta_label',
      'image_alt',
    ];

    it.each(TEXT_COLUMNS)(
      'stores %s of 5,000 characters and refuses, rather than truncates, 5,001',
      async (column) => {
        const [stored] = await violation({ slug: 'at-limit', [column]: 'x'.repeat(5_000) });
        expect(String(stored?.[column])).toHaveLength(5_000);
        await expect(
          violation({ slug: 'over', [column]: 'x'.repeat(5_001) }),
        ).rejects.toMatchObject({
          code: '23514',
          constraint: 'service_content_feed_text_limits',
        });
        expect((await rows()).map((row) => row.slug)).toEqual(['at-limit']);
      },
    );

    it('refuses a control character in text, and keeps tabs and line breaks', async () => {
      await expect(violation({ name: 'Bell\u0007' })).rejects.toMatchObject({
        constraint: 'service_content_feed_text_limits',
      });
      await expect(violation({ intro: 'C1\u0085' })).rejects.toMatchObject({
        constraint: 'service_content_feed_text_limits',
      });
      const [stored] = await violation({ intro: 'one\ttwo\r\nthree' });
      expect(stored?.intro).toBe('one\ttwo\r\nthree');
    });

    it('refuses NUL in text and in list items', async () => {
      await expect(violation({ name: 'Nul\u0000' })).rejects.toMatchObject({ code: '22021' });
      await expect(violation({ pains: ['Nul\u0000'] })).rejects.toMatchObject({ code: '22021' });
      expect(await rows()).toEqual([]);
    });

    it.each(['pains', 'solutions', 'brands'])(
      'holds %s to 50 items of at most 5,000 characters, none of them null',
      async (column) => {
        await expect(
          violation({ [column]: Array.from({ length: 50 }, () => 'x'.repeat(5_000)) }),
        ).resolves.toBeDefined();
        for (const items of [
          Array.from({ length: 51 }, () => 'x'),
          ['x'.repeat(5_001)],
          ['fine', null],
          ['Bell\u0007'],
        ]) {
          await expect(violation({ slug: 'over', [column]: items })).rejects.toMatchObject({
            constraint: 'service_content_feed_list_limits',
          });
        }
      },
    );

    it('holds the service role, which bypasses row level security, to the same limits', async () => {
      await expect(
        as(serviceRole, (tx) =>
          tx.query(
            `insert into public.service_content_feed (slug, name, h1, image_url)
             values ('cloud', 'Cloud', 'Cloud', '/\\evil.example/a.png')`,
          ),
        ),
      ).rejects.toMatchObject({ constraint: 'service_content_feed_image_url_format' });
      await violation({ slug: 'managed-it' });
      await expect(
        as(serviceRole, (tx) =>
          tx.query(`update public.service_content_feed set intro = repeat('x', 5001) where true`),
        ),
      ).rejects.toMatchObject({ constraint: 'service_content_feed_text_limits' });
      expect((await rows()).map((row) => row.slug)).toEqual(['managed-it']);
    });

    it('requires a name and h1 that are not blank', async () => {
      await expect(violation({ name: '  ' })).rejects.toMatchObject({
        constraint: 'service_content_feed_name_not_blank',
      });
      await expect(violation({ h1: null })).rejects.toMatchObject({ code: '23502' });
    });
  });

  describe('defaults and timestamps', () => {
    it('fills id, parent, lists and timestamps', async () => {
      const [row] = await insertAsOwner({ slug: 'backup', name: 'Backup', h1: 'Backup' });
      expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row).toMatchObject({ parent: 'general', pains: [], solutions: [], brands: [] });
      expect(row?.created_at).toBeInstanceOf(Date);
      expect(row?.updated_at).toEqual(row?.created_at);
    });

    it('moves updated_at when a row changes, and never created_at', async () => {
      await db.query(
        `insert into content.service_content_feed (slug, name, h1, created_at, updated_at)
         values ('backup', 'Backup', 'Backup', '2020-01-01Z', '2020-01-02Z')`,
      );
      await db.query(
        `update public.service_content_feed set name = 'Backup and recovery', created_at = now()
         where slug = 'backup'`,
      );
      const [after] = await db.query<{ created_at: Date; updated_at: Date }>(
        `select created_at, updated_at from public.service_content_feed where slug = 'backup'`,
      );
      expect(after?.created_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
      expect(after?.updated_at.getTime()).toBeGreaterThan(Date.parse('2024-01-01'));
    });

    it('leaves updated_at alone when an update changes nothing', async () => {
      await db.query(
        `insert into content.service_content_feed (slug, name, h1, updated_at)
         values ('backup', 'Backup', 'Backup', '2020-01-02Z')`,
      );
      await db.query(
        `update public.service_content_feed set name = 'Backup' where slug = 'backup'`,
      );
      const [after] = await db.query<{ updated_at: Date }>(
        `select updated_at from public.service_content_feed where slug = 'backup'`,
      );
      expect(after?.updated_at.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    });

    it('upserts on slug through the public view, keeping the id', async () => {
      await upsertRow('cloud', 'Cloud')(db);
      const [before] = await rows();
      await upsertRow('cloud', 'Cloud Infrastructure')(db);
      expect(await rows()).toEqual([
        { id: before?.id, slug: 'cloud', name: 'Cloud Infrastructure' },
      ]);
    });
  });

  describe('access', () => {
    beforeEach(async () => {
      await insertAsOwner({ slug: 'managed-it', name: 'Managed IT', h1: 'Managed IT' });
    });

    const untouched = [expect.objectContaining({ slug: 'managed-it', name: 'Managed IT' })];

    it.each([
      ['anon', anon],
      ['a signed-in user', member],
    ])('lets %s read every row', async (_, session) => {
      const read = await as(session, (tx) =>
        tx.query<{ slug: string }>('select slug from public.service_content_feed'),
      );
      expect(read).toEqual([{ slug: 'managed-it' }]);
    });

    it('gives anon no write privilege at all', async () => {
      for (const write of [
        insertRow('cloud'),
        upsertRow('managed-it', 'Changed'),
        renameAll('Changed'),
        (tx: SqlQueryable) => tx.query('delete from public.service_content_feed'),
      ]) {
        await expect(as(anon, write)).rejects.toMatchObject({ code: '42501' });
      }
      expect(await rows()).toEqual(untouched);
    });

    it.each([
      ['a signed-in user without a staff role', member],
      ['a user who put "admin" in their own user_metadata', selfPromoted],
      ['an editor without a second factor', editorAal1],
      ['an admin without a second factor', adminAal1],
    ])('refuses writes from %s', async (_, session) => {
      await expect(as(session, insertRow('cloud'))).rejects.toMatchObject({ code: '42501' });
      await expect(as(session, upsertRow('managed-it', 'Changed'))).rejects.toMatchObject({
        code: '42501',
      });
      await expect(as(session, renameAll('Changed'))).resolves.toEqual([]);
      expect(await rows()).toEqual(untouched);
    });

    it.each([
      ['an editor', editor],
      ['an admin', admin],
    ])('lets %s with a second factor insert, upsert and update', async (_, session) => {
      await as(session, insertRow('cloud', 'Cloud'));
      await as(session, upsertRow('managed-it', 'Managed IT Services'));
      await as(session, upsertRow('security', 'Security'));
      const updated = await as(session, (tx) =>
        tx.query(
          `update public.service_content_feed set parent = 'core' where slug = 'cloud'
           returning slug`,
        ),
      );
      expect(updated).toEqual([{ slug: 'cloud' }]);
      expect((await rows()).map((row) => [row.slug, row.name])).toEqual([
        ['cloud', 'Cloud'],
        ['managed-it', 'Managed IT Services'],
        ['security', 'Security'],
      ]);
    });

    it('lets no API user delete, while the service role can', async () => {
      await expect(
        as(admin, (tx) => tx.query('delete from public.service_content_feed')),
      ).rejects.toMatchObject({ code: '42501' });
      const deleted = await as(serviceRole, (tx) =>
        tx.query('delete from public.service_content_feed returning slug'),
      );
      expect(deleted).toEqual([{ slug: 'managed-it' }]);
      expect(await rows()).toEqual([]);
    });

    it.each([
      ['anon', anon],
      ['an admin with a second factor', admin],
    ])('refuses TRUNCATE from %s, on the table and the view', async (_, session) => {
      for (const target of ['content.service_content_feed', 'public.service_content_feed']) {
        await expect(as(session, (tx) => tx.query(`truncate ${target}`))).rejects.toMatchObject({
          code: expect.stringMatching(/^(42501|42809)$/),
        });
      }
      expect(await rows()).toEqual(untouched);
    });

    it('lets the service role TRUNCATE the table, after which the seed satisfies every limit', async () => {
      // Cascade: the records' translations go with them.
      await as(serviceRole, (tx) => tx.query('truncate content.service_content_feed cascade'));
      expect(await rows()).toEqual([]);
      await db.exec(loadDatabaseSql().seed());
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        'select count(*)::int as count from content.service_content_feed',
      );
      expect(count).toBeGreaterThan(10);
    });

    it('keeps id and timestamps out of writers\u2019 hands', async () => {
      await expect(
        as(editor, (tx) =>
          tx.query(
            `update public.service_content_feed set created_at = now() where slug = 'managed-it'`,
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        as(editor, (tx) =>
          tx.query(
            `insert into public.service_content_feed (id, slug, name, h1)
             values (gen_random_uuid(), 'cloud', 'Cloud', 'Cloud')`,
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await rows()).toEqual(untouched);
    });

    it('exposes the table only through the public view', async () => {
      const relations = await db.query<{
        schema: string;
        relkind: string;
        security_invoker: boolean;
      }>(
        `select n.nspname as schema, c.relkind::text as relkind,
                coalesce('security_invoker=true' = any(c.reloptions), false) as security_invoker
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relname = 'service_content_feed' order by n.nspname`,
      );
      expect(relations).toEqual([
        { schema: 'content', relkind: 'r', security_invoker: false },
        { schema: 'public', relkind: 'v', security_invoker: true },
      ]);
    });
  });
});
