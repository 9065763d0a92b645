import type { Lead } from '../lead';
import type {
  ClaimFilter,
  DeliveryStore,
  DestinationStanding,
  PauseRules,
} from '../stores/sql-delivery-store';
import { nextAttemptAt } from './backoff';
import {
  destinationOf,
  FIRST_PAUSE_MS,
  LONGEST_PAUSE_MS,
  mailServerDestination,
  PAUSE_AFTER_FAILURES,
} from './destinations';
import type { NotifySettings } from './notify-settings';
import { assignmentPayload } from './assignment-email';
import type { DeliveryKind } from '../lead-notifications';
import { outboxPayload, outboxTargets } from './outbox-entries';
import { ATTEMPT_DEADLINE_MS, withDeadline } from './attempt-deadline';
import { createAttemptRecorder } from './attempt-recorder';
import { createDeliveryLanes, type LaneLimits, type Waiting } from './delivery-lanes';
import type { createSenders, SendResult } from './senders';

export interface NotifyWorkerOptions {
  deliveries: DeliveryStore;
  senders: ReturnType<typeof createSenders>;
  /** Where notifications go, told to the database; the public address, for the emails. */
  settings: NotifySettings;
  log: { info(message: string): void; error(message: string): void };
  /** The longest it sleeps without looking (another process may have queued one). */
  pollMs?: number;
  /** When to try again after a failed attempt (backoff.ts); tests make it quicker. */
  retryAt?: typeof nextAttemptAt;
  /** The longest one attempt may take (attempt-deadline.ts); tests make it shorter. */
  attemptDeadlineMs?: number;
  /** How many attempts at once, in all and to one destination (delivery-lanes.ts). */
  lanes?: LaneLimits;
  /** When a failing destination pauses, and for how long; tests make it quicker. */
  pause?: PauseRules;
  now?: () => Date;
  /**
   * Makes the automatic reply of a lead public.submit_lead stored (visitor-reply-payload.ts):
   * null when its form no longer answers visitors. Without it, such a reply is never sent.
   */
  visitorReply?: (lead: Lead) => Promise<Record<string, unknown> | null>;
}

/**
 * What an attempt records when a delivery the database queued unmade has nothing to send:
 * failed for good, not the receiver's fault.
 */
const NOTHING_TO_SEND: Record<DeliveryKind, string> = {
  'auto-reply': "Nothing to send: the lead's form no longer answers its visitors.",
  assigned: 'Nothing to send: the lead has been given to someone else since.',
  notify: 'Nothing to send.',
};

/** Deliveries claimed at once. */
const BATCH = 100;
/**
 * Claims stop while this many claimed deliveries wait here for a slot in lanes still open
 * to claims; a full lane (LANE_QUEUE) is left out of claims and of this count, so that a
 * destination that hangs never keeps the others from being claimed.
 */
const MAX_WAITING = 2 * BATCH;
// A worker holds a delivery this long; one that dies lets it go again after it.
const HOLD_SECONDS = 120;
// An attempt starts only this long before its hold ends, at the latest: time to finish
// within its deadline and be recorded while still held.
const RECORD_MARGIN_MS = 20_000;
// The soonest it looks again for a delivery the database says is due already.
const LOOK_AGAIN_MS = 10;

/**
 * Delivers the outbox: claims due notifications (none another worker holds, none to a
 * paused destination), sends several at once, each destination in a lane of its own with
 * its share of the slots, each attempt within a deadline, and records the attempts a
 * commit at a time: sent, due again after a back-off, or failed for good after 3 days.
 * A destination that keeps failing is paused (the database keeps it, for every worker).
 * Wakes when a lead is stored, when the next retry or pause end is due, when a slot frees,
 * and at least every `pollMs`. Survives restarts: everything it knows is in the database.
 */
export function startNotifyWorker(options: NotifyWorkerOptions) {
  const { deliveries, senders, log, settings } = options;
  const pollMs = options.pollMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const retryAtFor = options.retryAt ?? nextAttemptAt;
  const deadlineMs = options.attemptDeadlineMs ?? ATTEMPT_DEADLINE_MS;
  const mailServer = mailServerDestination(settings.email?.smtpUrl);
  const pause = options.pause ?? {
    afterFailures: PAUSE_AFTER_FAILURES,
    firstPauseMs: FIRST_PAUSE_MS,
    longestPauseMs: LONGEST_PAUSE_MS,
  };
  const lanes = createDeliveryLanes(options.lanes, pause.afterFailures);
  let stopped = false;
  let targetsSaved = false;
  // Nothing more to claim until woken, a look is due, or a lane left out has room again.
  let exhausted = false;
  // Counts the reasons to claim again, so that one that comes while a claim is on its way
  // (a lead stored after the claim looked) is not taken for the claim's own answer.
  let reasons = 0;
  let leftOut = new Set<string>();
  let lookTimer: NodeJS.Timeout | undefined;
  let lookAt = Infinity;
  let changed = true;
  let onChange: (() => void) | null = null;
  const inFlight = new Set<Promise<void>>();

  /** Something happened the loop should look at: a wake, a free slot, a look due. */
  const signal = () => {
    changed = true;
    onChange?.();
  };
  const nextChange = () =>
    changed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onChange = resolve;
        });

  /** There may be more to claim now. */
  const claimAgain = () => {
    reasons += 1;
    exhausted = false;
    signal();
  };

  /** Claims again at `time` (a Date.now()), or at a look already due sooner. */
  const lookAgainBy = (time: number, replace = false) => {
    if (!replace && lookAt <= time) return;
    clearTimeout(lookTimer);
    lookAt = time;
    lookTimer = setTimeout(
      () => {
        lookAt = Infinity;
        claimAgain();
      },
      Math.max(0, time - Date.now()),
    );
    lookTimer.unref();
  };

  const recorder = createAttemptRecorder({
    deliveries,
    pause,
    log,
    onRecorded: (standings, records) => {
      standings.forEach(learn);
      // A failed attempt is due again at its retry, which may come before any other.
      const retries = records.flatMap((record) =>
        record.retryAt ? [record.retryAt.getTime()] : [],
      );
      if (retries.length > 0) lookAgainBy(Math.min(...retries));
    },
  });

  /** How a destination stands now: a pause lets its waiting deliveries go. */
  function learn(standing: DestinationStanding) {
    const { paused, released } = lanes.stand(standing, Date.now());
    if (paused) {
      log.error(
        `Notifications by ${standing.channel} to ${standing.destination} are paused until ` +
          `${standing.paused_until} after ${standing.failures} failed attempts in a row; ` +
          'its deliveries wait their turn.',
      );
    }
    void letGo(released);
    const end = lanes.nextPauseEnd(Date.now());
    if (end > 0) lookAgainBy(end);
  }

  /** Holds it will not use: any worker may take them now. */
  async function letGo(waiting: Waiting[]) {
    if (waiting.length === 0) return;
    try {
      await deliveries.release(waiting.map((entry) => entry.delivery.id));
    } catch (error) {
      // Their holds end in a while all the same.
      log.error(`Letting claimed notifications go failed: ${(error as Error).message}`);
    }
  }

  // Leads stored by public.submit_lead (Supabase) are queued for the channels saved here.
  const saveTargets = async () => {
    if (targetsSaved) return;
    try {
      await deliveries.saveTargets(outboxTargets(settings));
      targetsSaved = true;
    } catch (error) {
      log.error(`Saving where notifications go failed: ${(error as Error).message}`);
    }
  };

  async function attempt(waiting: Waiting) {
    const claimed = waiting.delivery;
    let recorded = false;
    try {
      const delivery = await deliveries.withPayload(claimed, async (found) => {
        if (claimed.kind === 'auto-reply')
          return (await options.visitorReply?.(found.lead)) ?? null;
        if (claimed.kind === 'assigned')
          return assignmentPayload(found, claimed.target, settings.publicUrl, claimed.id);
        return outboxPayload(claimed.channel, claimed.target, found.lead, settings.publicUrl);
      });
      const started = Date.now();
      const result =
        Object.keys(delivery.payload).length === 0
          ? { ok: false, outcome: NOTHING_TO_SEND[claimed.kind], refused: true }
          : await withDeadline(deadlineMs, (abort) =>
              senders[delivery.channel](delivery, abort),
            ).catch((error: unknown): SendResult => ({
              ok: false,
              outcome: (error as Error).message,
            }));
      const attempts = delivery.attempts + 1;
      const retryAt =
        result.ok || result.refused
          ? null
          : retryAtFor(attempts, new Date(delivery.created_at), now());
      const written = recorder.add({
        id: delivery.id,
        channel: delivery.channel,
        destination: waiting.destination,
        succeeded: result.ok,
        refused: result.refused === true,
        outcome: result.outcome,
        durationMs: Date.now() - started,
        retryAt,
      });
      recorded = true;
      const what = `The ${delivery.channel} of lead ${delivery.lead_id} to ${delivery.target}`;
      if (result.ok) log.info(`${what} was delivered (${result.outcome}).`);
      else if (retryAt)
        log.error(`${what} failed (${result.outcome}); trying again at ${retryAt.toISOString()}.`);
      else log.error(`${what} failed for good after ${attempts} attempts (${result.outcome}).`);
      // A try after a pause decides for its destination: the next waits for its verdict.
      if (lanes.isProbing(waiting)) await written;
    } catch (error) {
      // Its lead could not be read: it stays held, and is tried again once the hold ends.
      log.error(`Preparing a notification failed: ${(error as Error).message}`);
    } finally {
      lanes.done(waiting);
      // A lane a claim left out has room again: claim for it.
      if (recorded && leftOut.has(lanes.keyOf(waiting)) && !lanes.isFull(waiting)) {
        leftOut.delete(lanes.keyOf(waiting));
        claimAgain();
      } else signal();
    }
  }

  function startAttempts() {
    const { start, expired } = lanes.take(Date.now());
    void letGo(expired);
    for (const waiting of start) {
      const running: Promise<void> = attempt(waiting).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
  }

  /** Claims due deliveries until the lanes have enough waiting or none is left. */
  async function claim() {
    while (!stopped && !exhausted) {
      const room = MAX_WAITING - lanes.waitingInOpenLanes();
      if (room < BATCH) return;
      const skips = lanes.skips();
      const reasonsBefore = reasons;
      // Counted from before the claim: a hold reckoned from here ends before the database's.
      const claimedAt = Date.now();
      const filter = { mailServer, skipEmail: skips.email, skipWebhooks: skips.webhooks };
      const rows = await deliveries.claimDue(BATCH, HOLD_SECONDS, filter);
      leftOut = skips.keys;
      const startBy = claimedAt + HOLD_SECONDS * 1000 - deadlineMs - RECORD_MARGIN_MS;
      for (const delivery of rows) {
        lanes.add({ delivery, destination: destinationOf(delivery, mailServer), startBy });
      }
      startAttempts();
      if (rows.length < BATCH && reasons === reasonsBefore) {
        exhausted = true;
        await scheduleLook(filter);
      }
    }
  }

  /** When to claim again with nothing left now: the next retry, hold or pause end. */
  async function scheduleLook(filter: ClaimFilter) {
    let delay = pollMs;
    try {
      // Asked of the database, whose clock decides claims, for what the last claim would
      // have taken: due already means it came due as the claim looked (a pause that ended
      // a fraction of a millisecond later by the database's clock), so look again soon.
      const wait = await deliveries.msUntilNextDue(filter);
      if (wait !== null) delay = Math.min(pollMs, Math.max(LOOK_AGAIN_MS, Math.ceil(wait)));
    } catch {
      // The database is away: look again after the poll interval.
    }
    const pauseEnd = lanes.nextPauseEnd(Date.now());
    if (pauseEnd > 0) delay = Math.min(delay, pauseEnd - Date.now());
    lookAgainBy(Date.now() + delay, true);
  }

  async function run() {
    await saveTargets();
    while (!stopped) {
      changed = false;
      try {
        await claim();
      } catch (error) {
        log.error(`Delivering notifications failed: ${(error as Error).message}`);
        exhausted = true;
        lookAgainBy(Date.now() + Math.min(pollMs, 1_000), true);
      }
      startAttempts();
      await nextChange();
      onChange = null;
    }
  }

  const running = run();
  return {
    /** A lead was stored (or a delivery sent again): claim its notifications now. */
    wake() {
      if (!stopped) claimAgain();
    },
    /** Lets the attempts in flight end (each within its deadline), records them, and lets the rest go. */
    async stop() {
      stopped = true;
      clearTimeout(lookTimer);
      signal();
      await running;
      await letGo(lanes.drain());
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await recorder.settle(true);
    },
  };
}
