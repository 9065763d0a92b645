/**
 * Who did what: staff actions on content and leads, and staff signing in and out, as the
 * database records them with each action (supabase/migrations/*_audit_log.sql).
 */
export const ACTIVITY_ACTIONS = [
  'signed-in',
  'signed-out',
  'draft-saved',
  'draft-discarded',
  'published',
  'restored',
  'imported',
  'scheduled',
  'schedule-cancelled',
  'schedule-failed',
  'unpublished',
  'preview-created',
  'preview-revoked',
  'uploaded',
  'lead-status',
  'lead-not-spam',
  'lead-note',
  'lead-owner',
  'lead-erased',
  'leads-purged',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityEntry {
  id: string;
  /** When, as an ISO time. */
  at: string;
  /** The signed-in user's email on Supabase; on the site server the admin link's name. */
  person: string;
  /** One of ACTIVITY_ACTIONS; an action a newer version records may be another word. */
  action: string;
  /** 'services' and a slug, 'leads' and a lead's id, or null (signing in and out). */
  collection: string | null;
  subject: string | null;
  /**
   * Particulars: `version` (published, restored, imported), `from`/`to` (lead-status), `new`
   * (draft-saved), `action` and `run_at` (scheduled and its cancel or failure, with `reason`),
   * `scheduled: true` on what a schedule did, `link` and `expires_at` (preview links), and
   * `leads` (lead-erased, with the address's `hash` cut short; leads-purged, with `spam`), and
   * `width` and `height` (uploaded).
   */
  detail: Record<string, unknown>;
}

export interface ActivityQuery {
  person?: string;
  collection?: string;
  subject?: string;
  /** Only entries at or after this ISO time. */
  since?: string;
  /** At most this many, newest first (1 to 1,000; 200 when left out). */
  limit?: number;
}

/** The activity log, newest first; the same SQL function answers in every database mode. */
export interface ActivityStore {
  list(query?: ActivityQuery): Promise<ActivityEntry[]>;
}

export const ACTIVITY_LIMIT = 1000;

/** The arguments of public.audit_events for a query. */
export function auditEventsArguments(query: ActivityQuery = {}) {
  return {
    person: query.person ?? null,
    collection: query.collection ?? null,
    subject: query.subject ?? null,
    since: query.since ?? null,
    max_rows: query.limit ?? 200,
  };
}

/** Who the activity names for work `sitectl` does (through the server or the database). */
export const OPERATOR_PERSON = 'Operator (sitectl)';

/** Who the activity names for the site server's daily deletion of leads past their time. */
export const RETENTION_PERSON = 'Retention (site server)';
