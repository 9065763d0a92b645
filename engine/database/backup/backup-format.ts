import type { BackedUpTable } from './backup-tables';

/**
 * A backup is gzip-compressed JSON lines, one array per line:
 *   ["backup", { format, version, createdAt, migrations }]   the first line
 *   ["table", "public.leads"]                                 rows of that table follow
 *   ["row", { ...the row as to_jsonb gives it }]
 *   ["end", { "public.leads": 3, ... }]                       rows per table; the last line
 * Plain text a person can read with `zcat`, the same from PGlite and PostgreSQL of any
 * version, and cut-off files are told apart by the missing end line.
 */
export const BACKUP_FORMAT = 'crew-site-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Every migration the database had, in order: the schema the rows were written under. */
  migrations: string[];
}

export type BackupLine =
  | ['backup', BackupHeader]
  | ['table', BackedUpTable]
  | ['row', Record<string, unknown>]
  | ['end', Partial<Record<BackedUpTable, number>>];

/** What a backup held, per table. */
export type BackupCounts = Partial<Record<BackedUpTable, number>>;

/** A backup file's name: `site-backup-2026-11-27T10-45-00Z.ndjson.gz`, sortable by time. */
export function backupFileName(at: Date, suffix = ''): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `site-backup-${stamp}${suffix}.ndjson.gz`;
}

export const BACKUP_FILE_PATTERN = /^site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ.*\.ndjson\.gz$/;
