import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptRecord, ClaimedDelivery, DeliveryStore } from '../stores/sql-delivery-store';
import type { NotifySettings } from './notify-settings';
import { storedLead } from '../../../tests/fixtures/stored-lead';
import { PER_DESTINATION } from './delivery-lanes';
import { startNotifyWorker, type NotifyWorkerOptions } from './notify-worker';
import type { createSenders, Send, SendResult } from './senders';

const SMTP_URL = 'smtp://mail.techcrew.ae:587';
const HOOK = 'https://crm.example.ae/hooks/leads';

/**
 * An outbox in memory, as the worker uses it: claims take due deliveries no one holds,
 * leaving out what the worker skips; attempts move them on. Its look for the next due
 * delivery waits until `answerLook` when `holdLooks` is set.
 */
function outbox({ holdLooks = false } = {}) {
  const rows: (ClaimedDelivery & { held: boolean })[] = [];
  const recorded: AttemptRecord[] = [];
  let answerLook: (() => void) | null = null;
  const deliveries: DeliveryStore = {
    saveTargets: async () => {},
    claimDue: async (limit, _hold, { skipEmail, skipWebhooks }) => {
      const due = rows
        .filter((row) => row.status === 'pending' && !row.held)
        .filter((row) => !(row.channel === 'email' && skipEmail))
        .filter((row) => !(row.channel === 'webhook' && skipWebhooks.includes(row.target)))
        .slice(0, limit);
      for (const row of due) row.held = true;
      return due.map(({ held: _held, ...row }) => row);
    },
    withPayload: async (delivery) => delivery,
    recordAttempts: async (attempts) => {
      for (const attempt of attempts) {
        const row = rows.find((candidate) => candidate.id === attempt.id)!;
        row.held = false;
        row.attempts += 1;
        row.status = attempt.succeeded ? 'sent' : attempt.retryAt ? 'pending' : 'failed';
        recorded.push(attempt);
      }
      return [];
    },
    release: async (ids) => {
      for (const row of rows) if (ids.includes(row.id)) row.held = false;
    },
    msUntilNextDue: () =>
      holdLooks
        ? new Promise<null>((resolve) => (answerLook = () => resolve(null)))
        : Promise.resolve(null),
    destinations: async () => [],
    forLead: async () => [],
    resend: async () => false,
  };
  return {
    deliveries,
    recorded,
    queue(
      id: string,
      channel: 'email' | 'webhook' = 'email',
      target = 'sales@techcrew.ae',
      queued: Partial<Pick<ClaimedDelivery, 'kind' | 'payload'>> = {},
    ) {
      rows.push({
        id,
        lead_id: `lead-${id}`,
        channel,
        kind: 'notify',
        target,
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        last_error: null,
        sent_at: null,
        created_at: new Date().toISOString(),
        payload: { to: ['sales@techcrew.ae'] },
        destination_failures: 0,
        held: false,
        ...queued,
      });
    },
    status: (id: string) => rows.find((row) => row.id === id)?.status,
    /** Resolves once the worker is looking for the next due delivery. */
    looking: async () => {
      await expect.poll(() => answerLook).not.toBeNull();
      const answer = answerLook!;
      answerLook = null;
      return answer;
    },
  };
}

/**
 * A receiver the test controls: it records every attempt that reaches it and what is in
 * flight to it now, and answers each when `answer` says so (or at once, when `hangs` is
 * off). A hung attempt ends only when the worker gives up on it (its signal aborts).
 */
function receiver({ hangs = false } = {}) {
  const started: string[] = [];
  const aborted: string[] = [];
  const inFlight = new Set<string>();
  let most = 0;
  const waiting = new Map<string, (result: SendResult) => void>();
  const send: Send = (delivery, signal) => {
    started.push(delivery.id);
    inFlight.add(delivery.id);
    most = Math.max(most, inFlight.size);
    return new Promise<SendResult>((resolve) => {
      const end = (result: SendResult) => {
        inFlight.delete(delivery.id);
        waiting.delete(delivery.id);
        resolve(result);
      };
      signal.addEventListener('abort', () => {
        aborted.push(delivery.id);
        end({ ok: false, outcome: 'aborted' });
      });
      if (hangs) waiting.set(delivery.id, end);
      else end({ ok: true, outcome: '250 accepted' });
    });
  };
  return {
    send,
    started,
    aborted,
    inFlight,
    get most() {
      return most;
    },
    /** Answers an attempt in flight. */
    answer(id: string, ok = true) {
      waiting.get(id)?.({ ok, outcome: ok ? '200 OK' : '500' });
    },
    /** Answers every attempt in flight, and those to come: the test is over. */
    answerAll() {
      hangs = false;
      for (const id of [...waiting.keys()]) this.answer(id);
    },
  };
}

const settings = {
  publicUrl: 'https://www.techcrew.ae',
  email: { smtpUrl: SMTP_URL, to: ['sales@techcrew.ae'], from: 'leads@techcrew.ae' },
  webhook: { url: HOOK, secret: 'a-webhook-secret-of-some-length' },
} satisfies NotifySettings;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

function start(
  box: ReturnType<typeof outbox>,
  senders: { email: Send; webhook: Send },
  options: Partial<NotifyWorkerOptions> = {},
) {
  const worker = startNotifyWorker({
    deliveries: box.deliveries,
    senders: { ...senders, close: () => {} } as ReturnType<typeof createSenders>,
    settings,
    log: { info: () => {}, error: () => {} },
    ...options,
  });
  stop = worker.stop;
  return worker;
}

describe('the notification worker', () => {
  it('delivers a lead stored while it was scheduling its next look, at once', async () => {
    const box = outbox({ holdLooks: true });
    const mail = receiver();
    const worker = start(box, { email: mail.send, webhook: receiver().send });

    // The outbox was empty; while the worker asks when to look next, a lead is stored and
    // wakes it. The look had begun before the lead's rows were there: it finds nothing due.
    const answerLook = await box.looking();
    box.queue('first');
    worker.wake();
    answerLook();

    // Delivered now, not at the next poll half a minute later.
    await expect.poll(() => mail.started, { timeout: 2_000 }).toEqual(['first']);
    (await box.looking())();
  });

  it("sends every email while a webhook receiver hangs: one destination never holds up another's", async () => {
    const box = outbox();
    const mail = receiver();
    const hook = receiver({ hangs: true });
    const worker = start(box, { email: mail.send, webhook: hook.send });

    // Lead after lead, each with an email and a webhook; the webhooks never get an answer.
    for (let lead = 1; lead <= 12; lead += 1) {
      box.queue(`hook-${lead}`, 'webhook', HOOK);
      box.queue(`mail-${lead}`);
      worker.wake();
      await expect.poll(() => mail.started).toContain(`mail-${lead}`);
    }
    expect(mail.started).toHaveLength(12);
    await expect.poll(() => box.status('mail-12')).toBe('sent');
    // The hung receiver has its share of the slots, and no more.
    expect(hook.inFlight.size).toBe(PER_DESTINATION);
    expect(hook.aborted).toEqual([]);
    hook.answerAll();
  });

  it('keeps to its slots: at most its share to one destination, and so many in all', async () => {
    const box = outbox();
    const hooks = { a: receiver({ hangs: true }), b: receiver({ hangs: true }) };
    const mail = receiver({ hangs: true });
    const webhook: Send = (delivery, signal) =>
      (delivery.target.endsWith('/a') ? hooks.a : hooks.b).send(delivery, signal);
    start(
      box,
      { email: mail.send, webhook },
      { lanes: { slots: 5, perDestination: 2, laneQueue: 100 } },
    );
    for (let n = 1; n <= 6; n += 1) {
      box.queue(`a-${n}`, 'webhook', 'https://one.example.ae/a');
      box.queue(`b-${n}`, 'webhook', 'https://two.example.ae/b');
      box.queue(`mail-${n}`);
    }
    const inFlight = () => hooks.a.inFlight.size + hooks.b.inFlight.size + mail.inFlight.size;
    await expect.poll(inFlight).toBe(5);

    // One answer frees one slot, which goes to a lane below its share.
    const [first] = [...hooks.a.inFlight];
    hooks.a.answer(first!);
    await expect
      .poll(() => hooks.a.started.length + hooks.b.started.length + mail.started.length)
      .toBe(6);
    await expect.poll(inFlight).toBe(5);
    for (const one of [hooks.a, hooks.b, mail]) expect(one.most).toBeLessThanOrEqual(2);
    for (const one of [hooks.a, hooks.b, mail]) one.answerAll();
  });

  it('gives up on an attempt at its deadline, records it as failed and frees its slot', async () => {
    const box = outbox();
    const hook = receiver({ hangs: true });
    start(
      box,
      { email: receiver().send, webhook: hook.send },
      {
        attemptDeadlineMs: 300,
        lanes: { slots: 1, perDestination: 1, laneQueue: 100 },
        retryAt: () => new Date(Date.now() + 3_600_000),
      },
    );
    box.queue('hung', 'webhook', HOOK);
    box.queue('next', 'webhook', HOOK);

    // The one slot is the hung attempt's until its deadline; then the next one has it.
    await expect.poll(() => hook.started, { timeout: 5_000 }).toEqual(['hung', 'next']);
    expect(hook.aborted).toContain('hung');
    await expect.poll(() => box.recorded.map((attempt) => attempt.id)).toContain('hung');
    expect(box.recorded.find((attempt) => attempt.id === 'hung')).toMatchObject({
      succeeded: false,
      outcome: 'No answer within 0.3 s.',
      destination: HOOK,
    });
    expect(box.status('hung')).toBe('pending');
  });

  it('records each attempt against the destination it went to: the mail server for any email', async () => {
    const box = outbox();
    start(box, { email: receiver().send, webhook: receiver().send });
    box.queue('mail', 'email', 'ops@techcrew.ae, sales@techcrew.ae');
    box.queue('hook', 'webhook', HOOK);
    await expect.poll(() => box.recorded).toHaveLength(2);
    expect(Object.fromEntries(box.recorded.map((a) => [a.id, a.destination]))).toEqual({
      mail: 'smtp://mail.techcrew.ae:587',
      hook: HOOK,
    });
  });

  it('sends no email telling someone a lead is theirs once it was given to another, and says why', async () => {
    const box = outbox();
    // The database queued it unmade; by its first attempt the lead is Ali's.
    box.deliveries.withPayload = async (delivery, compose) => {
      const found = { lead: storedLead, ownerAddress: 'ali@techcrew.ae', assignedBy: 'Omar' };
      return { ...delivery, payload: (await compose(found)) ?? {} };
    };
    const mail = receiver();
    start(box, { email: mail.send, webhook: receiver().send });
    box.queue('to-sara', 'email', 'sara@techcrew.ae', { kind: 'assigned', payload: {} });
    await expect.poll(() => box.recorded).toHaveLength(1);
    expect(box.recorded[0]).toMatchObject({
      succeeded: false,
      refused: true,
      outcome: 'Nothing to send: the lead has been given to someone else since.',
    });
    expect(mail.started).toEqual([]);
    expect(box.status('to-sara')).toBe('failed');
  });
});
