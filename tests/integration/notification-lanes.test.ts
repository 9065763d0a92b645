import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryStore, queueDeliveries } from '../../engine/leads/stores/sql-delivery-store';
import type { SqlDatabase } from '../../engine/database/sql-database';
import type { NotifySettings } from '../../engine/leads/notify/notify-settings';
import {
  startNotifyWorker,
  type NotifyWorkerOptions,
} from '../../engine/leads/notify/notify-worker';
import type { createSenders, Send } from '../../engine/leads/notify/senders';
import { openMigrated, testDatabases } from '../fixtures/test-databases';

// The worker on a real outbox: a destination that keeps failing is paused and its
// deliveries wait their turn, and workers sharing one database never send one delivery
// twice at once.

const HOOK = 'https://crm.example.ae/hooks/leads';
const settings = {
  publicUrl: 'https://www.techcrew.ae',
  email: { smtpUrl: 'smtp://mail.techcrew.ae:587', to: ['sales@techcrew.ae'], from: 'leads@x.ae' },
  webhook: { url: HOOK, secret: 'a-webhook-secret-of-some-length' },
} satisfies NotifySettings;
const quiet = { info: () => {}, error: () => {} };
const accepted: Send = async () => ({ ok: true, outcome: '250 accepted' });

describe.each(testDatabases)('notification destinations on $name', (backend) => {
  let db: SqlDatabase;
  const workers: ReturnType<typeof startNotifyWorker>[] = [];

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec('delete from public.leads; delete from outbox.destinations');
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  function start(
    senders: { email: Send; webhook: Send },
    options: Partial<NotifyWorkerOptions> = {},
  ) {
    const worker = startNotifyWorker({
      deliveries: createDeliveryStore(db),
      senders: { ...senders, close: () => {} } as ReturnType<typeof createSenders>,
      settings,
      log: quiet,
      // Retries a tenth of a second apart: the real back-off is backoff.test.ts's.
      retryAt: (_attempts, _created, now) => new Date(now.getTime() + 100),
      ...options,
    });
    workers.push(worker);
    return worker;
  }

  /** A lead with its email and webhook queued, as the server stores one. */
  async function lead(): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into public.leads (form, page, fields)
       values ('contact', '/contact', '[{"name": "name", "label": "Name", "value": "Aisha"}]'::jsonb)
       returning id`,
    );
    await db.transaction((tx) =>
      queueDeliveries(tx, row!.id, [
        { channel: 'email', target: 'sales@techcrew.ae', payload: { to: ['sales@techcrew.ae'] } },
        { channel: 'webhook', target: HOOK, payload: { body: '{}' } },
      ]),
    );
    return row!.id;
  }

  const hookState = async () =>
    (
      await db.query<{ failures: number; pause_seconds: number; paused_until: string | null }>(
        `select failures, pause_seconds, to_jsonb(paused_until) #>> '{}' as paused_until
         from outbox.destinations where destination = $1`,
        [HOOK],
      )
    )[0] ?? null;

  const webhooksOf = (leadIds: string[]) =>
    db.query<{ status: string; attempts: number }>(
      `select status, attempts from outbox.deliveries
       where channel = 'webhook' and lead_id in (select jsonb_array_elements_text($1::jsonb)::uuid)`,
      [JSON.stringify(leadIds)],
    );

  it('pauses a destination that keeps failing, claims none of its deliveries until the pause ends, grows it, and resumes at the first success', async () => {
    let failing = true;
    const hookAttempts: number[] = [];
    const worker = start(
      {
        email: accepted,
        webhook: async () => {
          hookAttempts.push(Date.now());
          return failing ? { ok: false, outcome: 'HTTP 503' } : { ok: true, outcome: 'HTTP 200' };
        },
      },
      { pause: { afterFailures: 3, firstPauseMs: 2_000, longestPauseMs: 8_000 } },
    );
    const first = await lead();
    worker.wake();

    // Three failures in a row pause it.
    await expect.poll(hookState).toMatchObject({ failures: 3, pause_seconds: 2 });
    const firstPause = (await hookState())!;
    const attemptsBeforePause = hookAttempts.length;

    // Leads that come meanwhile: their emails go at once; their webhooks wait, untried.
    const later = [await lead(), await lead()];
    worker.wake();
    await expect
      .poll(() =>
        db.query(`select 1 from outbox.deliveries where channel = 'email' and status = 'sent'`),
      )
      .toHaveLength(3);

    // The try after the pause fails too: the next pause is twice as long.
    await expect.poll(hookState, { timeout: 10_000 }).toMatchObject({ pause_seconds: 4 });
    const pausedUntil = new Date(firstPause.paused_until!).getTime();
    const duringPause = hookAttempts
      .slice(attemptsBeforePause)
      .filter((time) => time < pausedUntil);
    expect(duringPause).toEqual([]);
    // One try after a pause decides: it failed, so the others were not spent on it.
    expect(hookAttempts.length).toBe(attemptsBeforePause + 1);

    // The receiver is back: the first try after the pause succeeds and ends it, and every
    // waiting webhook follows, each at one more attempt: the pauses spent none of them.
    failing = false;
    await expect
      .poll(hookState, { timeout: 10_000 })
      .toMatchObject({ failures: 0, paused_until: null });
    await expect
      .poll(async () => (await webhooksOf([first, ...later])).map((hook) => hook.status))
      .toEqual(['sent', 'sent', 'sent']);
    expect(hookAttempts.length).toBe(attemptsBeforePause + 1 + 3);
    const attempts = (await webhooksOf([first, ...later])).map((hook) => hook.attempts);
    expect(attempts.reduce((sum, n) => sum + n, 0)).toBe(hookAttempts.length);
  });

  it('never sends one delivery twice, nor two at once, with two workers on one database', async () => {
    const sends = new Map<string, number>();
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const send: Send = async (delivery) => {
      if (inFlight.has(delivery.id)) overlaps.push(delivery.id);
      inFlight.add(delivery.id);
      sends.set(delivery.id, (sends.get(delivery.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      inFlight.delete(delivery.id);
      return { ok: true, outcome: 'taken' };
    };
    const leads = 150;
    for (let n = 0; n < leads; n += 1) await lead();
    const lanes = { slots: 4, perDestination: 2, laneQueue: 10 };
    start({ email: send, webhook: send }, { lanes });
    start({ email: send, webhook: send }, { lanes });

    await expect
      .poll(
        () =>
          db.query(`select 1 from outbox.deliveries where status = 'sent'`).then((r) => r.length),
        { timeout: 30_000 },
      )
      .toBe(leads * 2);
    expect(overlaps).toEqual([]);
    expect(sends.size).toBe(leads * 2);
    expect([...sends.values()].every((times) => times === 1)).toBe(true);
  });
});
