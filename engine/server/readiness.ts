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
 * answer (asked every time, a cheap query) and a write must commit (probed at most every
 * `probeEveryMs`, however often a load balancer asks, and by one caller at a time).
 */
export function readinessCheck(checks: ReadinessChecks): () => Promise<Readiness> {
  const now = checks.now ?? Date.now;
  let lastProbe: { at: number; failure: string | null } | null = null;
  let probing: Promise<string | null> | null = null;

  const writeFailure = async (): Promise<string | null> => {
    if (lastProbe && now() - lastProbe.at < checks.probeEveryMs) return lastProbe.failure;
    probing ??= withTimeout(checks.probeWrite(), checks.timeoutMs)
      .then(
        () => null,
        (error: unknown) => (error as Error).message,
      )
      .then((failure) => {
        lastProbe = { at: now(), failure };
        probing = null;
        return failure;
      });
    return probing;
  };

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
