/** What /healthz reports: whether the database answers, and whether a write commits. */
export interface Readiness {
  ok: boolean;
  database: 'up' | 'down';
  writes: 'ok' | 'failing' | 'unknown';
  /** Why it is not ready, in the database's or the system's words. */
  why?: string;
}

interface ReadinessChecks {
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Resolves when a write commits on a new connection. */
  probeWrite(): Promise<void>;
  /** How long either may take before it counts as failed. */
  timeoutMs: number;
  /** The least time between two write probes; answers in between reuse the last. */
  probeEveryMs: number;
  now?: () => number;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Tells whether the site can do its job, not merely whether it runs: the database must
 * answer (asked every time, a cheap query) and a write must commit.
 *
 * The write probe runs at most every `probeEveryMs` however often a load balancer asks, one
 * at a time, and always to its end: an answer reports the last probe that finished while
 * the next one runs, so a write that is merely slow on a busy machine is never reported
 * as failing. A probe still running after `timeoutMs` is: the disk or a lock holds writes.
 * The first probe starts at once, so the first answer does not wait on it.
 */
export function readinessCheck(checks: ReadinessChecks): () => Promise<Readiness> {
  const now = checks.now ?? Date.now;
  let last: { at: number; failure: string | null } | null = null;
  let running: { since: number; done: Promise<void> } | null = null;

  const startProbe = () => {
    const since = now();
    const done = Promise.resolve()
      .then(() => checks.probeWrite())
      .then(
        () => null,
        (error: unknown) => (error as Error).message,
      );
    running = {
      since,
      done: done.then((failure) => {
        last = { at: now(), failure };
        running = null;
      }),
    };
  };

  const writeFailure = async (): Promise<string | null> => {
    if (!running && (!last || now() - last.at >= checks.probeEveryMs)) startProbe();
    const probe = running;
    if (probe && !last) {
      // Nothing finished yet to report: wait for this probe, as long as an answer may.
      const left = Math.max(0, checks.timeoutMs - (now() - probe.since));
      await withTimeout(probe.done, left).catch(() => {});
      if (!last) return `no answer within ${checks.timeoutMs} ms`;
    } else if (probe && now() - probe.since > checks.timeoutMs) {
      return `no write has committed for ${now() - probe.since} ms`;
    }
    return last!.failure;
  };
  startProbe();

  return async () => {
    try {
      await withTimeout(checks.ping(), checks.timeoutMs);
    } catch (error) {
      return { ok: false, database: 'down', writes: 'unknown', why: (error as Error).message };
    }
    const failure = await writeFailure();
    return failure === null
      ? { ok: true, database: 'up', writes: 'ok' }
      : { ok: false, database: 'up', writes: 'failing', why: failure };
  };
}
