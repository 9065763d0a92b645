import type { ClaimedDelivery, DestinationStanding } from '../stores/sql-delivery-store';
import { PAUSE_AFTER_FAILURES } from './destinations';

/**
 * Attempts in flight at once, over every destination: on loopback an attempt mostly waits
 * for the other side, and with 8 a minute's burst of leads took 72 s after it to deliver.
 */
export const TOTAL_SLOTS = 16;
/** Attempts in flight at once to one destination: a hung one holds at most half the slots. */
export const PER_DESTINATION = 8;
/** A destination with this many claimed deliveries waiting here is left out of claims. */
export const LANE_QUEUE = 100;

/** A claimed delivery waiting for a slot, and the last moment it may start (its hold's end). */
export interface Waiting {
  delivery: ClaimedDelivery;
  destination: string;
  /** Date.now() after which it is let go instead of sent: its hold would end mid-attempt. */
  startBy: number;
}

interface Lane {
  channel: ClaimedDelivery['channel'];
  destination: string;
  queue: Waiting[];
  inFlight: number;
  /** It failed often enough to be paused: after a pause, one attempt at a time decides. */
  probing: boolean;
  /** Date.now() until which its deliveries are not claimed (as far as this worker knows). */
  pausedUntil: number;
}

export interface LaneLimits {
  slots: number;
  perDestination: number;
  laneQueue: number;
}

const keyOf = (channel: string, destination: string) => `${channel} ${destination}`;

/**
 * The worker's deliveries by destination: each destination a lane with its own queue and
 * its own share of the slots, so a receiver that hangs holds at most `perDestination` of
 * them and never the others'. Lanes take turns for free slots. A lane whose destination
 * was paused after failures sends one attempt at a time until one succeeds.
 */
export function createDeliveryLanes(
  limits: LaneLimits = {
    slots: TOTAL_SLOTS,
    perDestination: PER_DESTINATION,
    laneQueue: LANE_QUEUE,
  },
  pauseAfterFailures = PAUSE_AFTER_FAILURES,
) {
  const lanes = new Map<string, Lane>();
  let inFlight = 0;
  let turn = 0;

  const laneOf = (channel: Lane['channel'], destination: string) => {
    const key = keyOf(channel, destination);
    let lane = lanes.get(key);
    if (!lane) {
      lane = { channel, destination, queue: [], inFlight: 0, probing: false, pausedUntil: 0 };
      lanes.set(key, lane);
    }
    return lane;
  };
  const limitOf = (lane: Lane) => (lane.probing ? 1 : limits.perDestination);
  // A paused destination is not left out here: the database leaves it out of claims by
  // its own clock, so a claim at the pause's end never depends on which clock ticked first.
  const full = (lane: Lane) =>
    lane.queue.length >= limits.laneQueue ||
    (lane.probing && lane.queue.length + lane.inFlight > 0);

  return {
    /** Queues a claimed delivery in its destination's lane. */
    add(waiting: Waiting) {
      const lane = laneOf(waiting.delivery.channel, waiting.destination);
      lane.probing ||= waiting.delivery.destination_failures >= pauseAfterFailures;
      // Claimed, so the database says it is not paused (Resend ends a pause early).
      lane.pausedUntil = 0;
      lane.queue.push(waiting);
    },

    /**
     * The deliveries to start now, as many as free slots allow, lanes taking turns; and
     * those that waited too long to start within their hold, to let go.
     */
    take(now: number): { start: Waiting[]; expired: Waiting[] } {
      const start: Waiting[] = [];
      const expired: Waiting[] = [];
      const all = [...lanes.values()];
      let idle = 0;
      while (inFlight < limits.slots && all.length > 0 && idle < all.length) {
        const lane = all[turn++ % all.length]!;
        let next = lane.queue[0];
        while (next && next.startBy < now) {
          expired.push(lane.queue.shift()!);
          next = lane.queue[0];
        }
        if (!next || lane.inFlight >= limitOf(lane) || lane.pausedUntil > now) {
          idle += 1;
          continue;
        }
        idle = 0;
        lane.queue.shift();
        lane.inFlight += 1;
        inFlight += 1;
        start.push(next);
      }
      return { start, expired };
    },

    /** An attempt ended: its slot is free. */
    done(waiting: Waiting) {
      const lane = laneOf(waiting.delivery.channel, waiting.destination);
      lane.inFlight -= 1;
      inFlight -= 1;
    },

    /**
     * Learns how a destination stands after attempts were recorded. A paused one's queued
     * deliveries are handed back, to let go: they keep their place in the outbox.
     */
    stand(standing: DestinationStanding, now: number): { paused: boolean; released: Waiting[] } {
      const lane = laneOf(standing.channel, standing.destination);
      lane.probing = standing.failures >= pauseAfterFailures;
      const until = standing.paused_until ? new Date(standing.paused_until).getTime() : 0;
      const paused = until > now && until !== lane.pausedUntil;
      lane.pausedUntil = until;
      return { paused, released: until > now ? lane.queue.splice(0) : [] };
    },

    /** What a claim leaves out: lanes with enough waiting, or probing already. */
    skips(): { email: boolean; webhooks: string[]; keys: Set<string> } {
      const skipped = [...lanes.values()].filter(full);
      return {
        email: skipped.some((lane) => lane.channel === 'email'),
        webhooks: skipped.filter((lane) => lane.channel === 'webhook').map((l) => l.destination),
        keys: new Set(skipped.map((lane) => keyOf(lane.channel, lane.destination))),
      };
    },

    /** Whether the lane of `waiting` still would be left out of a claim. */
    isFull(waiting: Waiting) {
      return full(laneOf(waiting.delivery.channel, waiting.destination));
    },

    /** Whether the lane of `waiting` sends one attempt at a time, after a pause. */
    isProbing(waiting: Waiting) {
      return laneOf(waiting.delivery.channel, waiting.destination).probing;
    },

    keyOf: (waiting: Waiting) => keyOf(waiting.delivery.channel, waiting.destination),

    /** The earliest end of a pause this worker knows of, or 0. */
    nextPauseEnd(now: number): number {
      const ends = [...lanes.values()].map((l) => l.pausedUntil).filter((end) => end > now);
      return ends.length > 0 ? Math.min(...ends) : 0;
    },

    get inFlight() {
      return inFlight;
    },
    /** Deliveries waiting in lanes a claim would take more for (a full lane's wait apart). */
    waitingInOpenLanes(): number {
      return [...lanes.values()]
        .filter((lane) => !full(lane))
        .reduce((sum, lane) => sum + lane.queue.length, 0);
    },

    /** Every delivery still waiting, taken out: the worker stops and lets them go. */
    drain(): Waiting[] {
      return [...lanes.values()].flatMap((lane) => lane.queue.splice(0));
    },
  };
}

export type DeliveryLanes = ReturnType<typeof createDeliveryLanes>;
