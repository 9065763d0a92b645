import type { DeliveryRepository } from '../../database/delivery-repository';
import { nextAttemptAt } from '../../leads/notify/backoff';
import type { NotifySettings } from '../../leads/notify/notify-settings';
import { outboxPayload, outboxTargets } from '../../leads/notify/outbox-entries';
import type { createSenders } from './senders';

export interface NotifyWorkerOptions {
  deliveries: DeliveryRepository;
  senders: ReturnType<typeof createSenders>;
  /** Where notifications go, told to the database; the public address, for the emails. */
  settings: NotifySettings;
  log: { info(message: string): void; error(message: string): void };
  /** The longest it sleeps without looking (another process may have queued one). */
  pollMs?: number;
  /** When to try again after a failed attempt (backoff.ts); tests make it quicker. */
  retryAt?: typeof nextAttemptAt;
  now?: () => Date;
}

const BATCH = 10;
// A worker holds a delivery this long; one that dies lets it go again after it.
const HOLD_SECONDS = 120;

/**
 * Delivers the outbox: takes due notifications (none another worker holds), sends each,
 * and records the attempt: sent, due again after a back-off, or failed for good after 3
 * days. Wakes when a lead is stored, when the next retry is due, and at least every
 * `pollMs`. Survives restarts: everything it knows is in the database.
 */
export function startNotifyWorker(options: NotifyWorkerOptions) {
  const { deliveries, senders, log, settings } = options;
  const pollMs = options.pollMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const retryAtFor = options.retryAt ?? nextAttemptAt;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let targetsSaved = false;

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

  const deliverBatch = async (): Promise<number> => {
    const due = await deliveries.claimDue(BATCH, HOLD_SECONDS);
    for (const claimed of due) {
      if (stopped) break;
      const delivery = await deliveries.withPayload(claimed, (lead) =>
        outboxPayload(claimed.channel, claimed.target, lead, settings.publicUrl),
      );
      const started = Date.now();
      const result = await senders[delivery.channel](delivery);
      const attempts = delivery.attempts + 1;
      const retryAt = result.ok ? null : retryAtFor(attempts, new Date(delivery.created_at), now());
      await deliveries.recordAttempt(delivery.id, {
        succeeded: result.ok,
        outcome: result.outcome,
        durationMs: Date.now() - started,
        retryAt,
      });
      const what = `The ${delivery.channel} of lead ${delivery.lead_id} to ${delivery.target}`;
      if (result.ok) log.info(`${what} was delivered (${result.outcome}).`);
      else if (retryAt)
        log.error(`${what} failed (${result.outcome}); trying again at ${retryAt.toISOString()}.`);
      else log.error(`${what} failed for good after ${attempts} attempts (${result.outcome}).`);
    }
    return due.length;
  };

  const schedule = async () => {
    if (stopped) return;
    let delay = pollMs;
    try {
      const due = await deliveries.nextDue();
      if (due) delay = Math.min(pollMs, Math.max(0, due.getTime() - now().getTime()));
    } catch {
      // The database is away: look again after the poll interval.
    }
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref();
  };

  const run = async () => {
    await saveTargets();
    do {
      again = false;
      try {
        while (!stopped && (await deliverBatch()) === BATCH);
      } catch (error) {
        log.error(`Delivering notifications failed: ${(error as Error).message}`);
      }
      // Scheduling looks at the outbox too: a lead stored while it looked (its wake came
      // after the last batch, its rows after the look) is delivered now, not a poll later.
      await schedule();
    } while (again && !stopped);
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      if (again) wake();
    });
  }

  wake();
  return {
    /** A lead was stored: deliver its notifications now. */
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
