import type { SendResult } from './senders';

/** The longest one attempt may take, from connecting to the other side's last byte. */
export const ATTEMPT_DEADLINE_MS = 10_000;

/**
 * Runs one attempt with a deadline over all of it. Per-phase timeouts (connect, greeting,
 * each socket read) let a receiver that trickles hold a connection for far longer; this
 * one does not. When it passes, `attempt`'s signal aborts so it can let its connection
 * go, and the answer is a failure at once, whether or not the attempt heeds the signal:
 * the worker's slot is free again either way.
 */
export async function withDeadline(
  ms: number,
  attempt: (signal: AbortSignal) => Promise<SendResult>,
): Promise<SendResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => {
      const outcome = `No answer within ${ms / 1000} s.`;
      // Settled first, so the attempt's own answer to the abort is not taken for the result.
      resolve({ ok: false, outcome });
      controller.abort(new Error(outcome));
    }, ms);
  });
  try {
    return await Promise.race([attempt(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
