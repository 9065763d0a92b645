import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSeedSql } from '../../supabase/seed-sql';
import { serviceInput } from '../../tests/fixtures/service-content';
import {
  openEmbeddedDatabase,
  prepareEmbeddedDatabase,
  toMigration,
  type EmbeddedDatabaseSql,
} from './embedded-db';
import { createEmbeddedStore } from './embedded-store';
import { loadSchemaSqlFromFiles } from './schema-sql-files';

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
const sql: EmbeddedDatabaseSql = { ...loadSchemaSqlFromFiles(), seed: renderSeedSql(seeded) };

let db: PGlite;

async function appliedVersions(database: PGlite = db): Promise<string[]> {
  const result = await database.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return result.rows.map((row) => row.version);
}

async function slugsAndNames(database: PGlite = db) {
  const listed = await createEmbeddedStore(database).list();
  return listed.map((record) => [record.slug, record.name]);
}

// Creating a PGlite database takes seconds, and much longer on a busy machine.
beforeAll(async () => {
  db = await openEmbeddedDatabase({ sql });
}, 60_000);

afterAll(async () => {
  await db.close();
});

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

describe('openEmbeddedDatabase', () => {
  it('records every migration it applied', async () => {
    expect(await appliedVersions()).toEqual(sql.migrations.map((migration) => migration.version));
  });

  it('seeds an empty feed, text intact', async () => {
    const listed = await createEmbeddedStore(db).list();
    expect(listed.map(({ id: _id, created_at: _c, updated_at: _u, ...input }) => input)).toEqual([
      seeded[1],
      seeded[0],
    ]);
  });

  it('can run the seed again without touching a row', async () => {
    const snapshot = () =>
      db.query('select id, slug, name, updated_at from content.service_content_feed order by slug');
    const before = await snapshot();
    await db.exec(sql.seed);
    expect((await snapshot()).rows).toEqual(before.rows);
  });

  it('runs neither migrations nor seed again on a database that has them', async () => {
    await db.query(`update public.service_content_feed set name = 'Edited' where slug = 'cloud'`);
    await prepareEmbeddedDatabase(db, sql);
    expect(await slugsAndNames()).toEqual([
      ['cloud', 'Edited'],
      ['cybersecurity', 'Cybersecurity'],
    ]);
    expect(await appliedVersions()).toHaveLength(sql.migrations.length);
  });

  it('applies a migration added later, once', async () => {
    const later = toMigration('29990101000000_add_note.sql', 'create table content.note (id int);');
    const withLater = { ...sql, migrations: [...sql.migrations, later] };
    await prepareEmbeddedDatabase(db, withLater);
    await prepareEmbeddedDatabase(db, withLater);
    expect((await appliedVersions()).at(-1)).toBe('29990101000000');
    await expect(db.query('select * from content.note')).resolves.toMatchObject({ rows: [] });
  });

  it('rolls a failing migration back and leaves it unrecorded', async () => {
    const broken = toMigration(
      '29990102000000_broken.sql',
      'create table content.half_done (id int); select 1 / 0;',
    );
    await expect(
      prepareEmbeddedDatabase(db, { ...sql, migrations: [...sql.migrations, broken] }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await appliedVersions()).not.toContain('29990102000000');
    const table = await db.query<{ found: string | null }>(
      `select to_regclass('content.half_done')::text as found`,
    );
    expect(table.rows[0]?.found).toBeNull();
  });

  it('starts from a dumped data directory with the same rows and migration log', async () => {
    const snapshot = await db.dumpDataDir('gzip');
    const copy = await openEmbeddedDatabase({ sql, loadDataDir: snapshot });
    try {
      expect(await slugsAndNames(copy)).toEqual(await slugsAndNames());
      expect(await appliedVersions(copy)).toEqual(await appliedVersions());
    } finally {
      await copy.close();
    }
  }, 60_000);
});
