import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderSeedSql } from '../services/seed/seed-sql';
import { serviceInput } from '../../tests/fixtures/service-content';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { loadDatabaseSql } from '../site-stores/database-sql';
import { prepareDatabase, toMigration, type DatabaseSql } from './schema';
import { createSqlServiceStore } from '../services/stores/sql-service-store';
import type { SqlDatabase } from './sql-database';

const seeded = [
  serviceInput(),
  serviceInput({
    slug: 'cloud',
    parent: 'cloud',
    name: `Cloud's "best"`,
    pains: [],
    video_id: null,
  }),
];
const seedSql = renderSeedSql(seeded);

/** The real role stand-in and migrations, with a seed that counts its calls. */
function databaseSql(): DatabaseSql & { seed: ReturnType<typeof vi.fn<() => string>> } {
  return { ...loadDatabaseSql({ seed: false }), seed: vi.fn(() => seedSql) };
}
const versions = databaseSql().migrations.map((migration) => migration.version);

const broken = toMigration(
  '29990102000000_broken.sql',
  'create table content.half_done (id int); select 1 / 0;',
);

async function appliedVersions(db: SqlDatabase): Promise<string[]> {
  const rows = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}

async function slugsAndNames(db: SqlDatabase) {
  const listed = await createSqlServiceStore(db).list();
  return listed.map((record) => [record.slug, record.name]);
}

async function tableExists(db: SqlDatabase, name: string): Promise<boolean> {
  const [row] = await db.query<{ found: string | null }>('select to_regclass($1)::text as found', [
    name,
  ]);
  return row?.found != null;
}

describe('toMigration', () => {
  it('reads version and name from a migration path', () => {
    expect(
      toMigration('/supabase/migrations/20261125000000_service_content_feed.sql', 'x'),
    ).toEqual({
      version: '20261125000000',
      name: 'service_content_feed',
      sql: 'x',
    });
  });

  it('refuses a file name without a version', () => {
    expect(() => toMigration('service_content_feed.sql', '')).toThrow(/<timestamp>_<name>\.sql/);
  });
});

// The cases of one database run in order: each starts from what the one before left.
describe.each(testDatabases)('prepareDatabase on $name', ({ open }) => {
  const sql = databaseSql();
  let db: SqlDatabase;

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await open();
    await prepareDatabase(db, sql);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('records every migration it applied', async () => {
    expect(await appliedVersions(db)).toEqual(versions);
  });

  it('seeds an empty feed, text intact', async () => {
    const listed = await createSqlServiceStore(db).list();
    expect(listed.map(({ id: _id, created_at: _c, updated_at: _u, ...input }) => input)).toEqual([
      seeded[1],
      seeded[0],
    ]);
  });

  it('can run the seed again without touching a row', async () => {
    const snapshot = () =>
      db.query('select id, slug, name, updated_at from content.service_content_feed order by slug');
    const before = await snapshot();
    await db.exec(seedSql);
    expect(await snapshot()).toEqual(before);
  });

  it('runs neither migrations nor seed again on a database that has them', async () => {
    await db.query(`update public.service_content_feed set name = 'Edited' where slug = 'cloud'`);
    await prepareDatabase(db, sql);
    expect(await slugsAndNames(db)).toEqual([
      ['cloud', 'Edited'],
      ['cybersecurity', 'Cybersecurity'],
    ]);
    expect(await appliedVersions(db)).toEqual(versions);
    expect(sql.seed).toHaveBeenCalledTimes(1);
  });

  it('applies a migration added later, once', async () => {
    const later = toMigration('29990101000000_add_note.sql', 'create table content.note (id int);');
    const withLater = { ...sql, migrations: [...sql.migrations, later] };
    await prepareDatabase(db, withLater);
    await prepareDatabase(db, withLater);
    expect(await appliedVersions(db)).toEqual([...versions, '29990101000000']);
    await expect(db.query('select * from content.note')).resolves.toEqual([]);
  });

  it('applies pending migrations in version order, whatever order they are listed in', async () => {
    const first = toMigration('29990103000000_first.sql', 'create table content.first (id int);');
    const second = toMigration(
      '29990104000000_second.sql',
      'alter table content.first add column added int;',
    );
    await prepareDatabase(db, { ...sql, migrations: [second, ...sql.migrations, first] });
    expect((await appliedVersions(db)).slice(-2)).toEqual(['29990103000000', '29990104000000']);
    await expect(db.query('select id, added from content.first')).resolves.toEqual([]);
  });

  it('rolls a failing migration back and leaves it unrecorded', async () => {
    const before = await appliedVersions(db);
    await expect(
      prepareDatabase(db, { ...sql, migrations: [...sql.migrations, broken] }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await appliedVersions(db)).toEqual(before);
    expect(await tableExists(db, 'content.half_done')).toBe(false);
  });
});

describe.each(testDatabases)('a new database on $name', ({ open }) => {
  async function newDatabase() {
    const db = await open();
    onTestFinished(() => db.close());
    return db;
  }

  it('keeps nothing of a first start that fails, and is seeded at the next', async () => {
    const db = await newDatabase();
    const sql = databaseSql();
    await expect(
      prepareDatabase(db, { ...sql, migrations: [...sql.migrations, broken] }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await tableExists(db, 'supabase_migrations.schema_migrations')).toBe(false);
    expect(await tableExists(db, 'content.service_content_feed')).toBe(false);

    await prepareDatabase(db, sql);
    expect(await appliedVersions(db)).toEqual(versions);
    expect(await slugsAndNames(db)).toEqual([
      ['cloud', `Cloud's "best"`],
      ['cybersecurity', 'Cybersecurity'],
    ]);
  }, 60_000);

  // On PostgreSQL each call runs on a connection of its own, as two servers starting would.
  it('applies each migration once, and seeds once, when two starts race', async () => {
    const db = await newDatabase();
    const sql = databaseSql();
    await Promise.all([prepareDatabase(db, sql), prepareDatabase(db, sql)]);
    expect(await appliedVersions(db)).toEqual(versions);
    expect(sql.seed).toHaveBeenCalledTimes(1);
    expect(await slugsAndNames(db)).toHaveLength(seeded.length);
  }, 60_000);

  it('brings rows stored before the content limits under them without losing any', async () => {
    const db = await newDatabase();
    const sql = databaseSql();
    // A database made before the limits: the migrations older than theirs.
    const limits = sql.migrations.find((m) => m.name === 'service_content_limits')!;
    const older = sql.migrations.filter((m) => m.version < limits.version);
    await prepareDatabase(db, { ...sql, migrations: older });
    await db.query(
      `insert into content.service_content_feed (slug, name, h1, image_url, intro)
       values ('backslash', 'B', 'B', '/\\evil.example/a.png', 'kept'),
              ('long-intro', 'L', 'L', '/images/a.png', repeat('x', 6000))`,
    );

    await prepareDatabase(db, sql);
    expect(await appliedVersions(db)).toEqual(versions);
    const rows = await db.query<{ slug: string; image_url: string | null; length: number }>(
      `select slug, image_url, char_length(intro) as length
       from content.service_content_feed where slug in ('backslash', 'long-intro') order by slug`,
    );
    expect(rows).toEqual([
      { slug: 'backslash', image_url: null, length: 4 },
      { slug: 'long-intro', image_url: '/images/a.png', length: 6000 },
    ]);
    await expect(
      db.query(`update content.service_content_feed set intro = repeat('y', 5001)
                where slug = 'backslash'`),
    ).rejects.toMatchObject({ constraint: 'service_content_feed_text_limits' });
  }, 60_000);
});
