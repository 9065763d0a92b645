import type { Lead } from '../leads/lead';
import type { LeadDelivery } from '../leads/lead-notifications';
import type { OutboxEntry, OutboxTarget } from '../leads/notify/outbox-entries';
import type { SqlDatabase, SqlQueryable } from './sql-database';

/** One notification of a lead, as the outbox holds it: what staff see, and what is sent. */
export interface Delivery extends LeadDelivery {
  payload: Record<string, unknown>;
}

/** How one attempt went: what the other side said, and when to try again if it failed. */
export interface AttemptOutcome {
  succeeded: boolean;
  outcome: string;
  durationMs: number;
  /** For a failed attempt: when the next comes, or null to give up. */
  retryAt: Date | null;
}

/** The outbox of lead notifications (outbox.deliveries and outbox.attempts). */
export interface DeliveryRepository {
  /** Takes up to `limit` due deliveries for `holdSeconds`, none another worker holds. */
  claimDue(limit: number, holdSeconds: number): Promise<Delivery[]>;
  /** Records an attempt and moves the delivery on: sent, due again, or failed for good. */
  recordAttempt(id: string, outcome: AttemptOutcome): Promise<void>;
  /** When the next pending delivery is due, or null when none is. */
  nextDue(): Promise<Date | null>;
  /** The deliveries of a lead, oldest first. */
  forLead(leadId: string): Promise<LeadDelivery[]>;
  /** Sends a delivery again at once (staff's Resend); false when there is none. */
  resend(id: string): Promise<boolean>;
  /** Says where this server delivers (outbox.targets), for public.submit_lead to queue. */
  saveTargets(targets: readonly OutboxTarget[]): Promise<void>;
  /**
   * The delivery with its payload: as stored, or, when public.submit_lead left it empty,
   * made from its lead by `compose` and stored, so every later attempt sends the same.
   */
  withPayload(
    delivery: Delivery,
    compose: (lead: Lead) => Record<string, unknown>,
  ): Promise<Delivery>;
}

const SUMMARY = `d.id, d.lead_id, d.channel, d.target, d.status, d.attempts,
  to_jsonb(d.next_attempt_at) #>> '{}' as next_attempt_at, d.last_error,
  to_jsonb(d.sent_at) #>> '{}' as sent_at, to_jsonb(d.created_at) #>> '{}' as created_at`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues a new lead's notifications, in the transaction that stores the lead. */
export async function queueDeliveries(
  tx: SqlQueryable,
  leadId: string,
  entries: readonly OutboxEntry[],
): Promise<void> {
  for (const entry of entries) {
    await tx.query(
      `insert into outbox.deliveries (lead_id, channel, target, payload) values ($1, $2, $3, $4::jsonb)`,
      [leadId, entry.channel, entry.target, JSON.stringify(entry.payload)],
    );
  }
}

export function createDeliveryRepository(db: SqlDatabase): DeliveryRepository {
  return {
    claimDue: (limit, holdSeconds) =>
      db.query<Delivery>(
        `update outbox.deliveries d
         set claimed_until = now() + make_interval(secs => $2), updated_at = now()
         where d.id in (
           select id from outbox.deliveries
           where status = 'pending' and next_attempt_at <= now()
             and (claimed_until is null or claimed_until < now())
           order by next_attempt_at
           limit $1
           for update skip locked
         )
         returning ${SUMMARY}, d.payload`,
        [limit, holdSeconds],
      ),

    recordAttempt: (id, { succeeded, outcome, durationMs, retryAt }) =>
      db.transaction(async (tx) => {
        const said = outcome.slice(0, 1000);
        await tx.query(
          `insert into outbox.attempts (delivery_id, succeeded, outcome, duration_ms)
           values ($1, $2, $3, $4)`,
          [id, succeeded, said, Math.max(0, Math.round(durationMs))],
        );
        await tx.query(
          `update outbox.deliveries set
             attempts = attempts + 1,
             claimed_until = null,
             updated_at = now(),
             status = case when $2 then 'sent' when $3::timestamptz is null then 'failed' else 'pending' end,
             sent_at = case when $2 then now() else sent_at end,
             next_attempt_at = coalesce($3::timestamptz, next_attempt_at),
             last_error = case when $2 then last_error else $4 end
           where id = $1`,
          [id, succeeded, retryAt?.toISOString() ?? null, said],
        );
      }),

    async nextDue() {
      const [row] = await db.query<{ due: string | null }>(
        `select to_jsonb(min(next_attempt_at)) #>> '{}' as due
         from outbox.deliveries where status = 'pending'`,
      );
      return row?.due ? new Date(row.due) : null;
    },

    forLead: (leadId) =>
      UUID.test(leadId)
        ? db.query<LeadDelivery>(
            `select ${SUMMARY} from outbox.deliveries d where d.lead_id = $1 order by d.created_at, d.channel`,
            [leadId],
          )
        : Promise.resolve([]),

    async resend(id) {
      if (!UUID.test(id)) return false;
      const rows = await db.query(
        `update outbox.deliveries
         set status = 'pending', next_attempt_at = now(), claimed_until = null, last_error = null,
             updated_at = now()
         where id = $1 returning id`,
        [id],
      );
      return rows.length > 0;
    },

    saveTargets: (targets) =>
      db.transaction(async (tx) => {
        await tx.query('delete from outbox.targets where true');
        for (const { channel, target } of targets) {
          await tx.query('insert into outbox.targets (channel, target) values ($1, $2)', [
            channel,
            target,
          ]);
        }
      }),

    async withPayload(delivery, compose) {
      if (Object.keys(delivery.payload).length > 0) return delivery;
      const [row] = await db.query<{ lead: Lead }>(
        'select to_jsonb(lead) as lead from public.leads lead where lead.id = $1',
        [delivery.lead_id],
      );
      if (!row) return delivery;
      // Another worker may have stored one meanwhile: the first stored is the one sent.
      const [stored] = await db.query<{ payload: Record<string, unknown> }>(
        `update outbox.deliveries
         set payload = case when payload = '{}'::jsonb then $2::jsonb else payload end
         where id = $1 returning payload`,
        [delivery.id, JSON.stringify(compose(row.lead))],
      );
      return { ...delivery, payload: stored?.payload ?? delivery.payload };
    },
  };
}
