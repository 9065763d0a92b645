import { describe, expect, it } from 'vitest';
import type { ClaimedDelivery } from '../stores/sql-delivery-store';
import { createDeliveryLanes, type Waiting } from './delivery-lanes';

const HOOK = 'https://crm.example.ae/hooks/leads';

function waiting(id: string, startBy: number, destinationFailures = 0): Waiting {
  return {
    delivery: {
      id,
      lead_id: `lead-${id}`,
      channel: 'webhook',
      kind: 'notify',
      target: HOOK,
      status: 'pending',
      attempts: 0,
      next_attempt_at: '2026-11-28T10:00:00.000Z',
      last_error: null,
      sent_at: null,
      created_at: '2026-11-28T10:00:00.000Z',
      payload: { body: '{}' },
      destination_failures: destinationFailures,
    } satisfies ClaimedDelivery,
    destination: HOOK,
    startBy,
  };
}

describe('delivery lanes', () => {
  it('lets go of a delivery that waited past the last moment it could start within its hold', () => {
    const lanes = createDeliveryLanes();
    lanes.add(waiting('late', 1_000));
    lanes.add(waiting('on-time', 5_000));
    const { start, expired } = lanes.take(2_000);
    expect(start.map((entry) => entry.delivery.id)).toEqual(['on-time']);
    expect(expired.map((entry) => entry.delivery.id)).toEqual(['late']);
  });

  it('sends one attempt at a time to a destination that was paused, and is left out of claims meanwhile', () => {
    const lanes = createDeliveryLanes();
    lanes.add(waiting('probe', 10_000, 3));
    lanes.add(waiting('after', 10_000, 3));
    const { start } = lanes.take(0);
    expect(start.map((entry) => entry.delivery.id)).toEqual(['probe']);
    expect(lanes.skips().webhooks).toEqual([HOOK]);
    expect(lanes.take(0).start).toEqual([]);
  });

  it('hands back what waits for a destination that is paused now, and takes none of it until the pause ends', () => {
    const lanes = createDeliveryLanes();
    lanes.add(waiting('one', 100_000));
    lanes.add(waiting('two', 100_000));
    const until = new Date(60_000).toISOString();
    const { paused, released } = lanes.stand(
      { channel: 'webhook', destination: HOOK, failures: 3, paused_until: until },
      1_000,
    );
    expect(paused).toBe(true);
    expect(released.map((entry) => entry.delivery.id)).toEqual(['one', 'two']);
    // Claims leave it to the database, which claims none of its deliveries before the pause ends.
    expect(lanes.skips().webhooks).toEqual([]);
    expect(lanes.nextPauseEnd(1_000)).toBe(60_000);
  });

  it('takes a paused destination up again when a claim returns its deliveries (Resend ended the pause)', () => {
    const lanes = createDeliveryLanes();
    const until = new Date(60_000).toISOString();
    lanes.stand({ channel: 'webhook', destination: HOOK, failures: 3, paused_until: until }, 1_000);
    lanes.add(waiting('resent', 100_000, 3));
    expect(lanes.take(2_000).start.map((entry) => entry.delivery.id)).toEqual(['resent']);
  });
});
