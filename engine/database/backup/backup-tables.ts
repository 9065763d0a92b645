/**
 * Every table a backup holds, in the order a restore fills them. A test keeps this list
 * and `NOT_BACKED_UP` together covering every table the migrations make.
 */
export const BACKED_UP_TABLES = [
  'content.service_content_feed',
  'content.service_content_translations',
  'content.published_records',
  'content.record_edits',
  'content.record_versions',
  'content.record_schedules',
  'content.preview_links',
  'content.uploads',
  'content.upload_files',
  'public.leads',
  'public.lead_events',
  'outbox.deliveries',
  'outbox.attempts',
  'audit.events',
  'intake.erasures',
  'site_server.staff_addresses',
] as const;

export type BackedUpTable = (typeof BACKED_UP_TABLES)[number];

/** What a table's rows are, for messages: "14 services, 3 leads". */
const ROW_NAMES: Record<BackedUpTable, string> = {
  'content.service_content_feed': 'services',
  'content.service_content_translations': 'service translations',
  'content.published_records': 'published records',
  'content.record_edits': 'drafts and revisions',
  'content.record_versions': 'published versions',
  'content.record_schedules': 'schedules',
  'content.preview_links': 'preview links',
  'content.uploads': 'uploaded pictures',
  'content.upload_files': 'encodings of uploaded pictures',
  'audit.events': 'activity entries',
  'public.leads': 'leads',
  'public.lead_events': 'lead timeline entries',
  'outbox.deliveries': 'notifications',
  'outbox.attempts': 'notification attempts',
  'intake.erasures': 'erasures',
  'site_server.staff_addresses': 'staff addresses',
};

/** The columns a table's rows are written in the order of: the row id, or the key of a table without one. */
export const ROW_ORDER: Record<BackedUpTable, string> = {
  'content.service_content_feed': 't.id',
  'content.service_content_translations': 't.service_id, t.locale',
  'content.published_records': 't.collection, t.slug',
  'content.record_edits': 't.collection, t.slug',
  'content.record_versions': 't.collection, t.slug, t.version',
  'content.record_schedules': 't.collection, t.slug, t.action',
  'content.preview_links': 't.id',
  'content.uploads': 't.id',
  'content.upload_files': 't.upload_id, t.format, t.width',
  'audit.events': 't.seq',
  'public.leads': 't.id',
  'public.lead_events': 't.seq',
  'outbox.deliveries': 't.id',
  'outbox.attempts': 't.id',
  'intake.erasures': 't.email_hash, t.erased_at',
  'site_server.staff_addresses': 't.name',
};

/** A backup's row counts in words: "14 services, 3 leads". */
export function describeCounts(counts: Partial<Record<BackedUpTable, number>>): string {
  return BACKED_UP_TABLES.filter((table) => counts[table] !== undefined)
    .map((table) => `${counts[table]} ${ROW_NAMES[table]}`)
    .join(', ');
}

/** Tables a backup leaves out, and why. */
export const NOT_BACKED_UP: Record<string, string> = {
  'supabase_migrations.schema_migrations': 'the backup names its migrations in its first line',
  'site_server.staff_sessions': 'staff sign in again after a restore',
  'site_server.write_probe': 'the health check writes it again within seconds',
  'site_server.signing_keys':
    'a restored site makes new keys: download links emailed before the restore stop working',
  'public.lead_form_declarations': '`sitectl push` writes them again from the pages',
  'outbox.targets': "the notification worker writes them from the server's settings as it starts",
  'outbox.destinations':
    'how receivers answered lately: a restored site tries each afresh, and pauses one again if it fails',
  'intake.submissions_per_minute': 'counts of the last minute, for the flood limit',
};

export const isBackedUpTable = (name: string): name is BackedUpTable =>
  (BACKED_UP_TABLES as readonly string[]).includes(name);

/** `content.service_content_feed` as a quoted SQL name. */
export const quotedTable = (table: BackedUpTable) =>
  table
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
