import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRepository } from '../../database/delivery-repository';
import type { NotifySettings } from '../../leads/notify/notify-settings';
import { startNotifyWorker } from './notify-worker';
import type { createSenders } from './senders';

/** An outbox in memory whose look for the next due delivery waits until `answerLook`. */
function outbox() {
  const queued: { id: string }[] = [];
  let answerLook: (() => void) | null = null;
  const deliveries = {
    saveTargets: async () => {},
    claimDue: async () => queued.splice(0),
    withPayload: async (claimed: { id: string }) => ({
      ...claimed,
      channel: 'email',
      lead_id: `lead-${claimed.id}`,
      target: 'sales@techcrew.ae',
      attempts: 0,
      created_at: new Date().toISOString(),
    }),
    recordAttempt: async () => {},
    nextDue: () => new Promise<null>((resolve) => (answerLook = () => resolve(null))),
  } as unknown as DeliveryRepository;
  return {
    deliveries,
    queue: (id: string) => queued.push({ id }),
    /** Resolves once the worker is looking for the next due delivery. */
    looking: async () => {
      await expect.poll(() => answerLook).not.toBeNull();
      const answer = answerLook!;
      answerLook = null;
      return answer;
    },
  };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

describe('the notification worker', () => {
  it('delivers a lead stored while it was scheduling its next look, at once', async () => {
    const box = outbox();
    const sent: string[] = [];
    const senders = {
      email: async (delivery: { id: string }) => {
        sent.push(delivery.id);
        return { ok: true, outcome: '250 accepted' };
      },
    } as unknown as ReturnType<typeof createSenders>;
    const worker = startNotifyWorker({
      deliveries: box.deliveries,
      senders,
      settings: { publicUrl: 'https://www.techcrew.ae' } as NotifySettings,
      log: { info: () => {}, error: () => {} },
    });
    stop = worker.stop;

    // The outbox was empty; while the worker asks when to look next, a lead is stored and
    // wakes it. The look had begun before the lead's rows were there: it finds nothing due.
    const answerLook = await box.looking();
    box.queue('first');
    worker.wake();
    answerLook();

    // Delivered now, not at the next poll half a minute later.
    await expect.poll(() => sent, { timeout: 2_000 }).toEqual(['first']);
    (await box.looking())();
  });
});
