import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqlLeadPrivacyStore } from '../../leads/stores/sql-lead-privacy-store';
import { emailHash } from '../../leads/privacy/erasure-log';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { testDatabases } from '../../../tests/fixtures/test-databases';
import { loadDatabaseSql } from '../../site-stores/database-sql';
import { createSqlLeadStore } from '../../leads/stores/sql-lead-store';
import { isFreshDatabase, prepareDatabase } from '../schema';
import { createSqlServiceStore } from '../../services/stores/sql-service-store';
import { createSqlPreviewStore } from '../../previews/stores/sql-preview-store';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import { createStaffAddressStore } from '../../staff/access/sql-staff-address-store';
import { createStaffSessionStore } from '../../staff/access/sql-staff-session-store';
import type { SqlDatabase } from '../sql-database';
import sharp from 'sharp';
import { processUpload } from '../../uploads/process-upload';
import { createSqlUploadStore } from '../../uploads/stores/sql-upload-store';
import { BACKED_UP_TABLES, NOT_BACKED_UP, ROW_ORDER } from './backup-tables';
import { BackupFileError, openBackup } from './read-backup';
import { restoreFromBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const sql = loadDatabaseSql();

/** A backup of `db` as the bytes of a file. */
async function backupBytes(db: SqlDatabase): Promise<Buffer> {
  const lines: string[] = [];
  await writeBackup(db, (line) => void lines.push(line));
  return gzipSync(lines.join(''));
}

const open = (bytes: Buffer, name = 'site.ndjson.gz') => openBackup(Readable.from([bytes]), name);

/** Every backed-up row, as the database gives it, in a stable order. */
async function everyRow(db: SqlDatabase): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of BACKED_UP_TABLES) {
    rows[table] = (
      await db.query<{ row: unknown }>(
        `select to_jsonb(t) as row from ${table} t order by ${ROW_ORDER[table]}`,
      )
    ).map((row) => row.row);
  }
  return rows;
}

describe.each(testDatabases)('backups on $name', (backend) => {
  const opened: SqlDatabase[] = [];
  const fresh = async () => {
    const db = await backend.open();
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });

  async function siteWithData(): Promise<SqlDatabase> {
    const db = await fresh();
    await prepareDatabase(db, sql);
    const services = createSqlServiceStore(db);
    const created = await services.create(
      serviceInput({ slug: 'harbour-wifi', name: 'Harbour Wi-Fi', h1: 'Wi-Fi «مرفأ» 🚢' }),
      'Sara',
    );
    // Published twice (two versions) with a draft on top, and a new record in draft.
    const [entry] = (await services.entries()).filter((one) => one.slug === created.slug);
    const saved = await services.saveDraft(
      serviceInput({ slug: 'harbour-wifi', h1: 'Wi-Fi 2' }),
      entry!.revision,
      'Sara',
    );
    const published = await services.publish('harbour-wifi', saved.revision, 'Sara');
    await services.saveDraft(
      serviceInput({ slug: 'harbour-wifi', h1: 'Wi-Fi 3' }),
      published.revision,
      'Omar',
    );
    const newDraft = await services.saveDraft(serviceInput({ slug: 'dhow-cctv' }), null, 'Omar');
    await services.schedule(
      'dhow-cctv',
      'publish',
      '2027-01-01T05:00:00Z',
      newDraft.revision,
      'Omar',
    );
    await createSqlPreviewStore(db).create('services', 'harbour-wifi', 7, 'Omar');
    await createStaffAddressStore(db).save('Sara', 'sara@example.ae');
    // A picture Sara uploaded: three encodings of a 64-pixel-wide photo.
    const photo = await sharp({
      create: { width: 64, height: 40, channels: 3, background: 'teal' },
    })
      .jpeg()
      .toBuffer();
    await createSqlUploadStore(db).add(await processUpload(photo), 'Sara');
    const leads = createSqlLeadStore(db);
    for (const name of ['Aisha', 'Rania "R" Haddad', 'سارة']) {
      const lead = await leads.add({
        form: 'contact',
        page: '/contact',
        fields: [
          { name: 'name', label: 'Full Name', value: name },
          { name: 'message', label: 'Message', value: 'Line one\n\tLine two' },
          { name: 'agree', label: 'Agree', value: true },
        ],
      });
      await leads.update(lead.id, { status: 'contacted', note: `Called ${name}` });
    }
    return db;
  }

  it('restores every service and lead exactly: ids, times, answers, statuses, notes and timelines', async () => {
    const source = await siteWithData();
    const bytes = await backupBytes(source);
    const target = await fresh();
    const restore = restoreFromBackup(await open(bytes), sql.migrations);
    expect(await prepareDatabase(target, sql, restore)).toEqual({ created: true });
    expect(restore.restored).toEqual({
      'content.service_content_feed': (await everyRow(source))['content.service_content_feed']!
        .length,
      'content.service_content_translations': (await everyRow(source))[
        'content.service_content_translations'
      ]!.length,
      // The seeded posts: three published, two drafts (with the services' two edits).
      'content.published_records': 3,
      'content.record_edits': 4,
      'content.record_versions': 2,
      'content.record_schedules': 1,
      'content.preview_links': 1,
      'content.uploads': 1,
      'content.upload_files': 3,
      'public.leads': 3,
      // Three leads' status and note changes, each on their timeline too.
      'public.lead_events': 6,
      'outbox.deliveries': 0,
      'outbox.attempts': 0,
      // Two publishes, three drafts, a schedule, a preview link and an upload; three leads'
      // status and note changes.
      'audit.events': 14,
      'intake.erasures': 0,
      'site_server.staff_addresses': 1,
    });
    expect(await everyRow(target)).toEqual(await everyRow(source));
    // The restored site goes on counting its activity after the restored entries.
    await createStaffSessionStore(target).create(
      'c'.repeat(64),
      new Date(Date.now() + 60_000),
      'Firefox',
      'Sara',
    );
    expect(await createSqlActivityStore(target).list({ limit: 1 })).toMatchObject([
      { person: 'Sara', action: 'signed-in' },
    ]);
  });

  it('leaves out the leads of addresses erased after the backup was made, and only those', async () => {
    const source = await fresh();
    await prepareDatabase(source, sql);
    const leads = createSqlLeadStore(source);
    const lead = (name: string, email: string) =>
      leads.add({
        form: 'contact',
        page: '/contact',
        fields: [
          { name: 'name', label: 'Full Name', value: name },
          { name: 'email', label: 'Email', value: email },
        ],
      });
    await lead('Aisha', 'aisha@example.ae');
    await lead('Omar', 'omar@example.ae');
    const bytes = await backupBytes(source);
    // After the backup: Aisha asks to be erased, then writes again (a new lead, kept).
    const erasedAt = new Date().toISOString();
    await createSqlLeadPrivacyStore(source).erasePerson(' Aisha@Example.ae ', 'Sara');
    const later = await lead('Aisha', 'aisha@example.ae');

    const target = await fresh();
    const restore = restoreFromBackup(await open(bytes), sql.migrations, [
      { email_hash: emailHash('aisha@example.ae'), erased_at: erasedAt },
    ]);
    await prepareDatabase(target, sql, restore);
    expect(restore.restored['public.leads']).toBe(2);
    expect(restore.forgotten).toEqual({ leads: 1 });
    const names = await target.query<{ name: string }>('select name from public.leads');
    expect(names.map((row) => row.name)).toEqual(['Omar']);
    // The log's erasure is kept, so a restore of this database's backups honours it too.
    expect(
      await target.query<{ n: number }>('select count(*)::int as n from intake.erasures'),
    ).toEqual([{ n: 1 }]);
    // A lead the same person sent after the erasure is not an erased one.
    const [row] = await target.query<{ gone: number }>(
      `insert into public.leads (form, page, fields, created_at)
       values ('contact', '/contact', $1::jsonb, $2) returning 0 as gone`,
      [JSON.stringify(later.fields), later.created_at],
    );
    expect(row).toEqual({ gone: 0 });
    expect(await target.query<{ gone: number }>('select intake.forget_erased() as gone')).toEqual([
      { gone: 0 },
    ]);
  });

  it('holds one instant of a database that is being written to', async () => {
    const source = await siteWithData();
    const leads = createSqlLeadStore(source);
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        await leads.add({
          form: 'contact',
          page: '/contact',
          fields: [{ name: 'name', label: 'Name', value: `Writer ${index}` }],
        });
      }
    })();
    const bytes = await backupBytes(source);
    writing = false;
    await writer;
    const backup = await open(bytes);
    let rows = 0;
    let end: Record<string, number> = {};
    for await (const entry of backup.entries) {
      if (entry.kind === 'row') rows += 1;
      if (entry.kind === 'end') end = entry.counts as Record<string, number>;
    }
    expect(rows).toBe(Object.values(end).reduce((sum, count) => sum + count, 0));
    expect(end['public.leads']).toBeGreaterThanOrEqual(3);
  });

  it('refuses a backup cut off, changed, not a backup, or from a newer version, naming the line', async () => {
    const bytes = await backupBytes(await siteWithData());
    const text = (await import('node:zlib')).gunzipSync(bytes).toString();
    const lines = text.trimEnd().split('\n');
    const lastRow = lines.findLastIndex((line) => line.startsWith('["row"'));
    const attempts: [string, Buffer, RegExp][] = [
      [
        'cut off',
        gzipSync(`${lines.slice(0, -1).join('\n')}\n`),
        /cut off after line \d+: no end line/,
      ],
      [
        'a row too few',
        gzipSync(`${lines.filter((_, index) => index !== lastRow).join('\n')}\n`),
        /says site_server\.staff_addresses had 1 row, but it holds 0/,
      ],
      ['not gzip', Buffer.from(text), /not a gzip-compressed backup/],
      ['not a backup', gzipSync('{"hello": "world"}\n'), /line 1: not a line of a backup/],
      [
        'newer',
        gzipSync(text.replace('"migrations":["', '"migrations":["29990101000000","')),
        /made by a newer version of the site \(migration 29990101000000/,
      ],
    ];
    // One database takes every attempt: each must leave it as new as it was.
    const target = await fresh();
    for (const [what, file, message] of attempts) {
      const attempt = (async () => {
        const backup = await open(file);
        await prepareDatabase(target, sql, restoreFromBackup(backup, sql.migrations));
      })();
      await expect(attempt, what).rejects.toThrow(BackupFileError);
      await expect(attempt, what).rejects.toThrow(message);
      // Nothing was half-written: the database is as new as before.
      expect(await isFreshDatabase(target), what).toBe(true);
    }
  });

  it('covers every table the migrations make, or says why it leaves one out', async () => {
    const db = await siteWithData();
    const tables = await db.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'auth') order by 1`,
    );
    const covered = new Set<string>([...BACKED_UP_TABLES, ...Object.keys(NOT_BACKED_UP)]);
    expect(tables.map((table) => table.name).filter((name) => !covered.has(name))).toEqual([]);
  });
});
