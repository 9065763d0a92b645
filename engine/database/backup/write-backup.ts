import type { SqlDatabase } from '../sql-database';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupCounts,
  type BackupHeader,
  type BackupLine,
} from './backup-format';
import { BACKED_UP_TABLES, quotedTable, ROW_ORDER } from './backup-tables';

const BATCH = 500;

/**
 * Writes a consistent backup of the site's database, line by line, to `write`: one
 * read-only, repeatable-read transaction sees every table as of one instant, so leads
 * arriving meanwhile are either wholly in it or not at all. Resolves to the row counts.
 */
export async function writeBackup(
  db: SqlDatabase,
  write: (line: string) => Promise<void> | void,
  now: () => Date = () => new Date(),
): Promise<BackupCounts> {
  const emit = (line: BackupLine) => write(`${JSON.stringify(line)}\n`);
  return db.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const migrations = await tx.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now().toISOString(),
      migrations: migrations.map((row) => row.version),
    };
    await emit(['backup', header]);
    const counts: BackupCounts = {};
    for (const table of BACKED_UP_TABLES) {
      await emit(['table', table]);
      await tx.exec(
        `declare backup_rows no scroll cursor for
         select to_jsonb(t) as row from ${quotedTable(table)} t order by ${ROW_ORDER[table]}`,
      );
      let count = 0;
      for (;;) {
        const rows = await tx.query<{ row: Record<string, unknown> }>(
          `fetch ${BATCH} from backup_rows`,
        );
        for (const { row } of rows) await emit(['row', row]);
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      await tx.exec('close backup_rows');
      counts[table] = count;
    }
    await emit(['end', counts]);
    return counts;
  });
}
