import type { Lead } from '../lead';
import type { LeadDelivery } from '../lead-notifications';
import type { DestinationHealth } from '../notify/destinations';
import type { OutboxEntry, OutboxTarget } from '../notify/outbox-entries';
import type { SqlDatabase, SqlQueryable } from '../../database/sql-database';

/** One notification of a lead, as the outbox holds it: what staff see, and what is sent. */
export interface Delivery extends LeadDelivery {
  payload: Record<string, unknown>;
}

/** How one attempt went: what the other side said, and when to try again if it failed. */
export interface AttemptOutcome {
  succeeded: boolean;
  /** Refused for good by a receiver that answered (senders.ts): failed, yet the receiver works. */
  refused?: boolean;
  outcome: string;
  durationMs: number;
  /** For a failed attempt: when the next comes, or null to give up. */
  retryAt: Date | null;
}

/** One attempt to record: its delivery, the receiver it went to, and how it went. */
export interface AttemptRecord extends AttemptOutcome {
  id: string;
  channel: Delivery['channel'];
  /** The receiver (destinationOf): the webhook's URL, or the mail server. */
  destination: string;
}

/** A claimed delivery, with how often its destination failed in a row before the claim. */
export interface ClaimedDelivery extends Delivery {
  destination_failures: number;
}

/** What a claim leaves alone besides paused destinations: receivers this worker has enough of. */
export interface ClaimFilter {
  /** The mail server every email goes through (mailServerDestination). */
  mailServer: string;
  /** Take no email now. */
  skipEmail: boolean;
  /** Take no webhook to these URLs now. */
  skipWebhooks: readonly string[];
}

/** How a destination stands after attempts were recorded: paused until when, if at all. */
export interface DestinationStanding {
  channel: Delivery['channel'];
  destination: string;
  failures: number;
  paused_until: string | null;
}

/** When a destination pauses, and for how long (destinations.ts). */
export interface PauseRules {
  afterFailures: number;
  firstPauseMs: number;
  longestPauseMs: number;
}

/** The outbox of lead notifications (outbox.deliveries, outbox.attempts, outbox.destinations). */
export interface DeliveryStore {
  /**
   * Takes up to `limit` due deliveries for `holdSeconds`: none another worker holds, none
   * whose destination is paused, none `filter` skips. Oldest due first.
   */
  claimDue(limit: number, holdSeconds: number, filter: ClaimFilter): Promise<ClaimedDelivery[]>;
  /**
   * Records attempts in one transaction and moves each delivery on (sent, due again, or
   * failed for good), and each destination: a success ends its failures and its pause, a
   * failure counts, and enough in a row pause it. Says how the destinations stand now.
   */
  recordAttempts(
    attempts: readonly AttemptRecord[],
    rules: PauseRules,
  ): Promise<DestinationStanding[]>;
  /** Lets held deliveries go without an attempt: any worker may take them when due. */
  release(ids: readonly string[]): Promise<void>;
  /**
   * How long until the next delivery a claim with this filter could take is due (0 or
   * less: due now), in milliseconds by the database's clock, the one claims go by: the
   * earliest pending one that no worker holds and whose destination is not paused, a
   * hold's end, or a pause's end. Null when nothing is pending.
   */
  msUntilNextDue(filter: ClaimFilter): Promise<number | null>;
  /** Destinations that failed since their last success, with how many deliveries wait. */
  destinations(): Promise<DestinationHealth[]>;
  /** The deliveries of a lead, oldest first. */
  forLead(leadId: string): Promise<LeadDelivery[]>;
  /**
   * Sends a delivery again at once (staff's Resend), ending its destination's pause so
   * that it goes now; false when there is none. A worker sending it keeps its hold.
   */
  resend(id: string): Promise<boolean>;
  /** Says where this server delivers (outbox.targets), for public.submit_lead to queue. */
  saveTargets(targets: readonly OutboxTarget[]): Promise<void>;
  /**
   * The delivery with its payload: as stored, or, when the database queued it empty (a
   * lead public.submit_lead stored, a lead given to someone), made from its lead by
   * `compose` and stored, so every later attempt sends the same. When `compose` makes none
   * (null), the payload stays empty: there is nothing to send.
   */
  withPayload<D extends Delivery>(
    delivery: D,
    compose: (
      found: LeadAtSending,
    ) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null,
  ): Promise<D>;
}

/** A delivery's lead as its email is made, with who follows it up now. */
export interface LeadAtSending {
  lead: Lead;
  /** The address that tells its owner of it (outbox.owner_address); null for none. */
  ownerAddress: string | null;
  /** Who gave it to its owner, as the timeline names them; '' for nobody known. */
  assignedBy: string;
}

const SUMMARY = `d.id, d.lead_id, d.channel, d.kind, d.target, d.status, d.attempts,
  to_jsonb(d.next_attempt_at) #>> '{}' as next_attempt_at, d.last_error,
  to_jsonb(d.sent_at) #>> '{}' as sent_at, to_jsonb(d.created_at) #>> '{}' as created_at`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Queues a new lead's notifications, in the transaction that stores the lead. An automatic
 * reply is queued only if its address had none for the same form within the hour
 * (outbox.queue_auto_reply).
 */
export async function queueDeliveries(
  tx: SqlQueryable,
  leadId: string,
  entries: readonly OutboxEntry[],
): Promise<void> {
  for (const entry of entries) {
    const payload = JSON.stringify(entry.payload);
    if (entry.kind === 'auto-reply') {
      await tx.query('select outbox.queue_auto_reply($1, $2, $3::jsonb)', [
        leadId,
        entry.target,
        payload,
      ]);
      continue;
    }
    await tx.query(
      `insert into outbox.deliveries (lead_id, channel, target, payload) values ($1, $2, $3, $4::jsonb)`,
      [leadId, entry.channel, entry.target, payload],
    );
  }
}

/** The destination of the delivery `d`, in SQL: its URL, or the mail server (`mailServer`). */
const destinationOfRow = (mailServer: string) =>
  `case when d.channel = 'email' then ${mailServer} else d.target end`;

/** The destination row of delivery `d`, when it has one (joined as `p`). */
const joinDestination = (mailServer: string) =>
  `left join outbox.destinations p
     on p.channel = d.channel and p.destination = ${destinationOfRow(mailServer)}`;

/** Leaves out what a claim filter skips: emails if `$email`, webhooks to `$webhooks`. */
const notSkipped = (email: string, webhooks: string) =>
  `not (d.channel = 'email' and ${email}::boolean)
   and not (d.channel = 'webhook' and d.target in (select jsonb_array_elements_text(${webhooks}::jsonb)))`;

const timeText = (column: string) => `to_jsonb(${column}) #>> '{}'`;

/**
 * Per destination, what a run of attempts did to it, in the order they ended: whether one
 * succeeded, and the failures after the last success (all of them if none succeeded).
 */
function destinationRuns(attempts: readonly AttemptRecord[]) {
  const runs = new Map<
    string,
    { channel: string; destination: string; reset: boolean; failures: number; last_error: string }
  >();
  for (const attempt of attempts) {
    const key = `${attempt.channel} ${attempt.destination}`;
    const run = runs.get(key) ?? {
      channel: attempt.channel,
      destination: attempt.destination,
      reset: false,
      failures: 0,
      last_error: '',
    };
    // A receiver that refused one message answered all the same: it is not failing.
    if (attempt.succeeded || attempt.refused) {
      run.reset = true;
      run.failures = 0;
    } else {
      run.failures += 1;
      run.last_error = attempt.outcome.slice(0, 1000);
    }
    runs.set(key, run);
  }
  return [...runs.values()];
}

/**
 * Moves each destination on after a run of attempts: a success ends its failures and its
 * pause; failures count on, and reaching `afterFailures` in a row pauses it, unless a pause
 * is on already (attempts begun before it). Each pause is twice the one before, from
 * `firstPauseMs` up to `longestPauseMs`. Says how the destinations stand now.
 */
async function recordDestinations(
  tx: SqlQueryable,
  runs: ReturnType<typeof destinationRuns>,
  { afterFailures, firstPauseMs, longestPauseMs }: PauseRules,
): Promise<DestinationStanding[]> {
  const rows = JSON.stringify(runs);
  // Twice the last pause (its old value, in both places), from the first up to the longest.
  const nextPause = 'least(greatest(p.pause_seconds * 2, $3::integer), $4::integer)';
  const recordset = `jsonb_to_recordset($1::jsonb)
    as r(channel text, destination text, reset boolean, failures integer, last_error text)`;
  if (runs.some((run) => run.reset)) {
    await tx.query(
      `update outbox.destinations p set
         failures = 0, paused_since = null, paused_until = null, pause_seconds = 0,
         updated_at = now()
       from ${recordset}
       where r.reset and p.channel = r.channel and p.destination = r.destination
         and (p.failures > 0 or p.paused_until is not null)`,
      [rows],
    );
  }
  if (runs.some((run) => run.failures > 0)) {
    await tx.query(
      `insert into outbox.destinations as p (channel, destination, failures, last_error, last_failed_at)
       select r.channel, r.destination, r.failures, r.last_error, now() from ${recordset}
       where r.failures > 0
       on conflict (channel, destination) do update set
         failures = p.failures + excluded.failures,
         last_error = excluded.last_error,
         last_failed_at = now(),
         updated_at = now()`,
      [rows],
    );
    await tx.query(
      `update outbox.destinations p set
         pause_seconds = ${nextPause},
         paused_since = coalesce(p.paused_since, now()),
         paused_until = now() + make_interval(secs => ${nextPause}),
         updated_at = now()
       from ${recordset}
       where r.failures > 0 and p.channel = r.channel and p.destination = r.destination
         and p.failures >= $2 and (p.paused_until is null or p.paused_until <= now())`,
      [rows, afterFailures, Math.round(firstPauseMs / 1000), Math.round(longestPauseMs / 1000)],
    );
  }
  return tx.query<DestinationStanding>(
    `select p.channel, p.destination, p.failures, ${timeText('p.paused_until')} as paused_until
     from outbox.destinations p, ${recordset}
     where p.channel = r.channel and p.destination = r.destination`,
    [rows],
  );
}

export function createDeliveryStore(db: SqlDatabase): DeliveryStore {
  return {
    claimDue: (limit, holdSeconds, { mailServer, skipEmail, skipWebhooks }) =>
      db.query<ClaimedDelivery>(
        `with due as (
           select d.id, coalesce(p.failures, 0) as destination_failures
           from outbox.deliveries d
           ${joinDestination('$3')}
           where d.status = 'pending' and d.next_attempt_at <= now()
             and (d.claimed_until is null or d.claimed_until < now())
             and (p.paused_until is null or p.paused_until <= now())
             and ${notSkipped('$4', '$5')}
           order by d.next_attempt_at
           limit $1
           for update of d skip locked
         )
         update outbox.deliveries d
         set claimed_until = now() + make_interval(secs => $2), updated_at = now()
         from due
         where d.id = due.id
         returning ${SUMMARY}, d.payload, due.destination_failures`,
        [limit, holdSeconds, mailServer, skipEmail, JSON.stringify(skipWebhooks)],
      ),

    recordAttempts: (attempts, rules) =>
      attempts.length === 0
        ? Promise.resolve([])
        : db.transaction(async (tx) => {
            const rows = JSON.stringify(
              attempts.map((attempt) => ({
                id: attempt.id,
                succeeded: attempt.succeeded,
                outcome: attempt.outcome.slice(0, 1000),
                duration_ms: Math.max(0, Math.round(attempt.durationMs)),
                retry_at: attempt.retryAt?.toISOString() ?? null,
              })),
            );
            const recordset = `jsonb_to_recordset($1::jsonb)
              as r(id uuid, succeeded boolean, outcome text, duration_ms integer, retry_at timestamptz)`;
            await tx.query(
              `insert into outbox.attempts (delivery_id, succeeded, outcome, duration_ms)
               select r.id, r.succeeded, r.outcome, r.duration_ms from ${recordset}`,
              [rows],
            );
            await tx.query(
              `update outbox.deliveries d set
                 attempts = d.attempts + 1,
                 claimed_until = null,
                 updated_at = now(),
                 status = case when r.succeeded then 'sent' when r.retry_at is null then 'failed' else 'pending' end,
                 sent_at = case when r.succeeded then now() else d.sent_at end,
                 next_attempt_at = coalesce(r.retry_at, d.next_attempt_at),
                 last_error = case when r.succeeded then d.last_error else r.outcome end
               from ${recordset}
               where d.id = r.id`,
              [rows],
            );
            return recordDestinations(tx, destinationRuns(attempts), rules);
          }),

    async release(ids) {
      if (ids.length === 0) return;
      await db.query(
        `update outbox.deliveries set claimed_until = null, updated_at = now()
         where id in (select jsonb_array_elements_text($1::jsonb)::uuid) and status = 'pending'`,
        [JSON.stringify(ids)],
      );
    },

    async msUntilNextDue({ mailServer, skipEmail, skipWebhooks }) {
      // A held delivery is due again when its hold ends (its worker may have died); a
      // paused destination's deliveries when its pause does.
      const [row] = await db.query<{ wait: number | null }>(
        `select (extract(epoch from least(
           (select min(greatest(d.next_attempt_at, coalesce(d.claimed_until, d.next_attempt_at)))
            from outbox.deliveries d
            ${joinDestination('$1')}
            where d.status = 'pending' and (p.paused_until is null or p.paused_until <= now())
              and ${notSkipped('$2', '$3')}),
           (select min(paused_until) from outbox.destinations where paused_until > now())
         ) - now()) * 1000)::float8 as wait`,
        [mailServer, skipEmail, JSON.stringify(skipWebhooks)],
      );
      return row?.wait ?? null;
    },

    destinations: () =>
      db.query<DestinationHealth>(
        `select p.channel, p.destination, p.failures, p.last_error,
           ${timeText('p.last_failed_at')} as last_failed_at,
           ${timeText('p.paused_since')} as paused_since,
           ${timeText('p.paused_until')} as paused_until,
           (select count(*)::int from outbox.deliveries d
            where d.status = 'pending' and d.channel = p.channel
              and (d.channel = 'email' or d.target = p.destination)) as waiting
         from outbox.destinations p
         where p.failures > 0 or p.paused_until is not null
         order by p.paused_since nulls last, p.channel, p.destination`,
      ),

    forLead: (leadId) =>
      UUID.test(leadId)
        ? db.query<LeadDelivery>(
            `select ${SUMMARY} from outbox.deliveries d where d.lead_id = $1 order by d.created_at, d.channel`,
            [leadId],
          )
        : Promise.resolve([]),

    async resend(id) {
      if (!UUID.test(id)) return false;
      // A hold stays: a worker sending it now finishes first, and no other sends it meanwhile.
      const [row] = await db.query<{ resent: number }>(
        `with resent as (
           update outbox.deliveries
           set status = 'pending', next_attempt_at = now(), last_error = null, updated_at = now()
           where id = $1 returning channel, target
         ), resumed as (
           update outbox.destinations p set paused_until = now(), updated_at = now()
           from resent r
           where p.channel = r.channel and (r.channel = 'email' or p.destination = r.target)
             and p.paused_until > now()
         )
         select count(*)::int as resent from resent`,
        [id],
      );
      return (row?.resent ?? 0) > 0;
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
      const [row] = await db.query<{
        lead: Lead;
        owner_address: string | null;
        assigned_by: string | null;
      }>(
        `select to_jsonb(lead) as lead, outbox.owner_address(lead.owner) as owner_address,
           (select event.person from public.lead_events event
            where event.lead_id = lead.id and event.kind = 'owner'
            order by event.at desc, event.seq desc limit 1) as assigned_by
         from public.leads lead where lead.id = $1`,
        [delivery.lead_id],
      );
      if (!row) return delivery;
      const payload = await compose({
        lead: row.lead,
        ownerAddress: row.owner_address,
        assignedBy: row.assigned_by ?? '',
      });
      if (!payload) return delivery;
      // Another worker may have stored one meanwhile: the first stored is the one sent.
      const [stored] = await db.query<{ payload: Record<string, unknown> }>(
        `update outbox.deliveries
         set payload = case when payload = '{}'::jsonb then $2::jsonb else payload end
         where id = $1 returning payload`,
        [delivery.id, JSON.stringify(payload)],
      );
      return { ...delivery, payload: stored?.payload ?? delivery.payload };
    },
  };
}
