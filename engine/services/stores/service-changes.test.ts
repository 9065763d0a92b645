import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { createSqlLeadStore } from '../../leads/stores/sql-lead-store';
import { createSqlServiceStore } from './sql-service-store';
import { watchServiceChanges } from './service-changes';
import type { SqlDatabase } from '../../database/sql-database';

/** A watch that counts the changes it reports and remembers each switch of `watching`. */
function watched(db: SqlDatabase) {
  const seen = { changes: 0, watching: [] as boolean[] };
  const watch = watchServiceChanges(db, {
    changed: () => (seen.changes += 1),
    watching: (live) => seen.watching.push(live),
  });
  return { seen, stop: () => watch.stop() };
}

describe.each(testDatabases)('service changes on $name', (backend) => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('reports each statement that writes service content, whoever runs it, and nothing else', async () => {
    const { seen, stop } = watched(db);
    try {
      await expect.poll(() => seen.watching).toEqual([true]);
      const expectOneMore = async (write: () => Promise<unknown>) => {
        const before = seen.changes;
        await write();
        await expect.poll(() => seen.changes).toBe(before + 1);
      };
      const services = createSqlServiceStore(db);
      await expectOneMore(() => services.create(serviceInput()));
      await expectOneMore(() =>
        services.upsertMany([
          serviceInput({ h1: 'Changed' }),
          serviceInput({ slug: 'cloud', name: 'Cloud' }),
        ]),
      );
      await expectOneMore(() =>
        db.query(`update public.service_content_feed set hero = 'By SQL' where slug = 'cloud'`),
      );
      // A lead is no service content: only the delete after it is reported.
      await createSqlLeadStore(db).add({
        form: 'contact',
        page: '/contact',
        fields: [{ name: 'email', label: 'Email', value: 'watch@example.ae' }],
      });
      await expectOneMore(() => db.query(`delete from content.service_content_feed`));
    } finally {
      await stop();
    }
  });
});

describe('service changes on PostgreSQL 15, when the notification connection is lost', () => {
  const postgres = testDatabases.find((backend) => backend.name === 'PostgreSQL 15')!;
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openMigrated(postgres);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('reports it at once, as a change, then listens again', async () => {
    const { seen, stop } = watched(db);
    try {
      await expect.poll(() => seen.watching).toEqual([true]);
      const before = seen.changes;
      await db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'listen %'`,
      );
      // Changes made meanwhile would go unseen: the loss counts as one.
      await expect.poll(() => seen.watching).toEqual([true, false]);
      expect(seen.changes).toBeGreaterThan(before);
      await expect.poll(() => seen.watching, { timeout: 10_000 }).toEqual([true, false, true]);

      const relistened = seen.changes;
      await createSqlServiceStore(db).create(serviceInput({ slug: 'after-the-gap' }));
      await expect.poll(() => seen.changes).toBe(relistened + 1);
    } finally {
      await stop();
    }
  });
});
