import {
  LeadNotFoundError,
  type Lead,
  type LeadChanges,
  type LeadEvent,
  type LeadInput,
  type LeadPage,
  type LeadQuery,
  type LeadStore,
} from '../lead';
import { storeError } from '../../errors/store-error';
import { asDatabaseError } from '../../database/database-error';
import type { OutboxEntry } from '../notify/outbox-entries';
import { queueDeliveries } from './sql-delivery-store';
import type { SqlDatabase, SqlQueryable } from '../../database/sql-database';

const LEAD_JSON = 'to_jsonb(lead) as lead';
// Optional filters: a null form matches every form; a null status every status but spam,
// which is kept apart and shows only when asked for; a null owner every owner.
const FILTER = `($1::text is null or lead.form = $1)
  and (case when $2::text is null then lead.status <> 'spam' else lead.status = $2 end)
  and ($3::text is null or lead.owner = $3)`;

interface LeadRow {
  lead: Lead;
}

// What each check of public.leads means, for whoever reads the error (the server's log,
// an operator): the store-wide messages know only service content.
const CONSTRAINT_MESSAGES: Record<string, string> = {
  leads_form_format:
    'the form name must be lowercase letters and digits in words joined by single hyphens, at most 100 characters, such as "contact"',
  leads_page_format:
    'the page must be a path on this site in lowercase, such as "/services/cloud", at most 200 characters',
  leads_fields_shape: 'a lead must have between 1 and 50 fields',
  leads_fields_size: 'the answers must take at most 64 KiB',
  leads_status: 'the status must be new, contacted, qualified, won, lost, closed or spam',
  leads_owner_length:
    "the owner must be a staff member's name of at most 200 characters, without spaces around it",
  leads_source_shape: 'where the lead came from must be at most 4 KiB',
  leads_note_length: 'the note must be at most 5000 characters long',
};

// Postgres refuses a malformed uuid with an error; there is simply no lead with that id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function attempt<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LeadNotFoundError) throw error;
    const databaseError = asDatabaseError(error);
    const constraint = databaseError.constraint ?? '';
    if (Object.hasOwn(CONSTRAINT_MESSAGES, constraint)) {
      throw new Error(`${action}: ${CONSTRAINT_MESSAGES[constraint]}`, { cause: error });
    }
    throw storeError(action, databaseError);
  }
}

/** The site's own database as the lead store: the server adds leads, staff follow them up. */
export interface SqlLeadStore extends LeadStore {
  /**
   * Stores a lead and, in the same transaction, the notifications `notifications` says it
   * queues (made from the stored lead, its id and time included).
   */
  add(input: LeadInput, notifications?: (lead: Lead) => OutboxEntry[]): Promise<Lead>;
  /**
   * Takes a lead out of spam: new again, with the notifications `notifications` makes for
   * it, in one transaction. Rejects with LeadNotFoundError when no spam lead has this id.
   */
  markNotSpam(
    id: string,
    notifications: (lead: Lead) => Promise<OutboxEntry[]>,
    by?: string,
  ): Promise<Lead>;
  /** Changes a lead's status or note; `by` names the person in the activity log. */
  update(id: string, changes: LeadChanges, by?: string): Promise<Lead>;
  /** Every lead that matches, newest first, for export. */
  all(filter: Pick<LeadQuery, 'form' | 'status' | 'owner'>): Promise<Lead[]>;
}

/**
 * Names the person behind this transaction's changes to leads, for the activity log's
 * trigger (audit.note_lead_change), until it commits.
 */
async function actingAs(tx: SqlQueryable, person: string): Promise<void> {
  await tx.query(`select set_config('audit.person', $1, true)`, [person]);
}

export function createSqlLeadStore(db: SqlDatabase): SqlLeadStore {
  return {
    add: (input, notifications) =>
      attempt('Could not store the lead', () =>
        // The lead and its notifications are stored together or not at all.
        db.transaction(async (tx) => {
          const [row] = await tx.query<LeadRow>(
            `insert into public.leads as lead (form, page, fields, source, status, spam_reason, locale)
             values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7)
             returning ${LEAD_JSON}`,
            [
              input.form,
              input.page,
              JSON.stringify(input.fields),
              JSON.stringify(input.source ?? {}),
              input.spamReason ? 'spam' : 'new',
              input.spamReason ?? null,
              input.locale ?? null,
            ],
          );
          const lead = (row as LeadRow).lead;
          await queueDeliveries(tx, lead.id, notifications?.(lead) ?? []);
          return lead;
        }),
      ),

    list: (query: LeadQuery) =>
      attempt('Could not load the leads', async (): Promise<LeadPage> => {
        const filter = [query.form ?? null, query.status ?? null, query.owner ?? null];
        const [rows, [count], forms] = await Promise.all([
          db.query<LeadRow>(
            `select ${LEAD_JSON} from public.leads lead where ${FILTER}
             order by lead.created_at desc, lead.id limit $4 offset $5`,
            [...filter, query.limit, query.offset],
          ),
          db.query<{ total: number }>(
            `select count(*)::int as total from public.leads lead where ${FILTER}`,
            filter,
          ),
          db.query<{ form: string; leads: number }>(
            'select form, leads from public.lead_forms order by form',
          ),
        ]);
        return { leads: rows.map((row) => row.lead), total: count?.total ?? 0, forms };
      }),

    all: (filter) =>
      attempt('Could not load the leads', async () => {
        const rows = await db.query<LeadRow>(
          `select ${LEAD_JSON} from public.leads lead where ${FILTER}
           order by lead.created_at desc, lead.id`,
          [filter.form ?? null, filter.status ?? null, filter.owner ?? null],
        );
        return rows.map((row) => row.lead);
      }),

    get: (id) =>
      attempt('Could not load the lead', async () => {
        if (!UUID.test(id)) return null;
        const [row] = await db.query<LeadRow>(
          `select ${LEAD_JSON} from public.leads lead where lead.id = $1::uuid`,
          [id],
        );
        return row?.lead ?? null;
      }),

    markNotSpam: (id, notifications, by = '') =>
      attempt('Could not take the lead out of spam', async () => {
        if (!UUID.test(id)) throw new LeadNotFoundError(id);
        const [found] = await db.query<LeadRow>(
          `select ${LEAD_JSON} from public.leads lead where lead.id = $1::uuid and lead.status = 'spam'`,
          [id],
        );
        if (!found) throw new LeadNotFoundError(id);
        const entries = await notifications({ ...found.lead, status: 'new', spam_reason: null });
        return db.transaction(async (tx) => {
          await actingAs(tx, by);
          const [row] = await tx.query<LeadRow>(
            `update public.leads as lead set status = 'new', spam_reason = null
             where lead.id = $1::uuid and lead.status = 'spam' returning ${LEAD_JSON}`,
            [id],
          );
          if (!row) throw new LeadNotFoundError(id);
          await queueDeliveries(tx, id, entries);
          return row.lead;
        });
      }),

    update: (id, changes, by = '') =>
      attempt('Could not update the lead', async () => {
        if (!UUID.test(id)) throw new LeadNotFoundError(id);
        const [row] = await db.transaction(async (tx) => {
          await actingAs(tx, by);
          return tx.query<LeadRow>(
            `update public.leads as lead
             set status = coalesce($2, lead.status), note = coalesce($3, lead.note),
                 owner = coalesce($4, lead.owner)
             where lead.id = $1::uuid
             returning ${LEAD_JSON}`,
            [id, changes.status ?? null, changes.note ?? null, changes.owner?.trim() ?? null],
          );
        });
        if (!row) throw new LeadNotFoundError(id);
        return row.lead;
      }),

    timeline: (id) =>
      attempt('Could not load the timeline of the lead', async () => {
        if (!UUID.test(id)) return [];
        // As JSON, so times read the same in every database mode: ISO strings.
        const rows = await db.query<{ event: LeadEvent }>(
          `select to_jsonb(event) - 'lead_id' - 'seq' as event
           from public.lead_events event where event.lead_id = $1::uuid
           order by event.at, event.seq`,
          [id],
        );
        return rows.map((row) => row.event);
      }),

    owners: () =>
      attempt('Could not load the staff names', async () => {
        // With the names the site server keeps an address for, who may never have signed in.
        const [row] = await db.query<{ owners: string[] }>(
          `select coalesce(array_agg(person order by lower(person), person), '{}') as owners
           from (select unnest(public.lead_owner_choices())
                 union select address.name from site_server.staff_addresses address)
             as people (person)`,
        );
        return row?.owners ?? [];
      }),
  };
}
