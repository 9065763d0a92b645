import type { InitialData, Migration } from '../schema';
import type { SqlQueryable } from '../sql-database';
import type { BackupCounts } from './backup-format';
import { quotedTable, type BackedUpTable } from './backup-tables';
import { BackupFileError, type OpenedBackup } from './read-backup';

const BATCH = 200;

async function insertableColumns(tx: SqlQueryable, table: BackedUpTable): Promise<string> {
  const [schema, name] = table.split('.');
  const columns = await tx.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'
     order by ordinal_position`,
    [schema, name],
  );
  return columns.map(({ column_name }) => `"${column_name.replaceAll('"', '""')}"`).join(', ');
}

/** An erasure made after a backup, which its restore must honour (see the erasure log). */
export interface LaterErasure {
  email_hash: string;
  erased_at: string;
}

/**
 * The rows of a backup as a new database's initial data: migrations up to the backup's
 * newest apply first, then its rows go in as they were (ids and timestamps included), then
 * any later migrations. Refuses a backup made under migrations this version does not have.
 * `restored` holds the rows per table once `fill` has run. Last, the `erasures` made since
 * join the backup's own and their leads are left out again: `forgotten` counts them.
 */
export function restoreFromBackup(
  backup: OpenedBackup,
  migrations: readonly Migration[],
  erasures: readonly LaterErasure[] = [],
): InitialData & { restored: BackupCounts; forgotten: { leads: number } } {
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = backup.header.migrations.filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new BackupFileError(
      backup.file,
      1,
      `made by a newer version of the site (migration ${unknown.join(', ')} is not known here); ` +
        'restore it with that version or a later one',
    );
  }
  const restored: BackupCounts = {};
  const forgotten = { leads: 0 };
  return {
    version: backup.header.migrations.at(-1),
    restored,
    forgotten,
    async afterMigrations(tx) {
      if (erasures.length > 0) {
        await tx.query(
          `insert into intake.erasures (email_hash, erased_at)
           select email_hash, erased_at from jsonb_populate_recordset(null::intake.erasures, $1::jsonb)
           on conflict do nothing`,
          [JSON.stringify(erasures)],
        );
      }
      const [row] = await tx.query<{ gone: number }>('select intake.forget_erased() as gone');
      forgotten.leads = row?.gone ?? 0;
    },
    async fill(tx) {
      let table: BackedUpTable | null = null;
      let columns = '';
      let batch: Record<string, unknown>[] = [];
      let batchLine = 0;
      const flush = async () => {
        if (!table || batch.length === 0) return;
        try {
          await tx.query(
            `insert into ${quotedTable(table)} (${columns})
             select ${columns} from jsonb_populate_recordset(null::${quotedTable(table)}, $1::jsonb)`,
            [JSON.stringify(batch)],
          );
        } catch (error) {
          throw new BackupFileError(
            backup.file,
            batchLine,
            `a row of ${table} does not fit the database: ${(error as Error).message}`,
          );
        }
        restored[table] = (restored[table] ?? 0) + batch.length;
        batch = [];
      };
      for await (const entry of backup.entries) {
        if (entry.kind === 'table') {
          await flush();
          if (restored[entry.table] !== undefined) {
            throw new BackupFileError(backup.file, entry.line, `${entry.table} appears twice`);
          }
          table = entry.table;
          restored[table] = 0;
          columns = await insertableColumns(tx, table);
        } else if (entry.kind === 'row') {
          if (!table) throw new BackupFileError(backup.file, entry.line, 'a row before any table');
          if (batch.length === 0) batchLine = entry.line;
          batch.push(entry.row);
          if (batch.length >= BATCH) await flush();
        } else {
          await flush();
          for (const [name, count] of Object.entries(entry.counts)) {
            const got = restored[name as BackedUpTable] ?? 0;
            if (got !== count) {
              throw new BackupFileError(
                backup.file,
                entry.line,
                `the backup says ${name} had ${count} ${count === 1 ? 'row' : 'rows'}, but it holds ${got}`,
              );
            }
          }
        }
      }
      for (const name of Object.keys(restored)) await continueIdentities(tx, name as BackedUpTable);
    },
  };
}

/**
 * Moves each identity column's counter past the rows a restore put in with their numbers,
 * so the next row written gets a new one (as `audit.events.seq` needs).
 */
async function continueIdentities(tx: SqlQueryable, table: BackedUpTable): Promise<void> {
  const [schema, name] = table.split('.');
  const identities = await tx.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = $1 and table_name = $2 and is_identity = 'YES'`,
    [schema, name],
  );
  for (const { column_name: column } of identities) {
    const quoted = `"${column.replaceAll('"', '""')}"`;
    await tx.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted}), 0) + 1, false)
       from ${quotedTable(table)}`,
      [quotedTable(table), column],
    );
  }
}
