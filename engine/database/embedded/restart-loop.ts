/** Restarts something that ended: one loop, however often it is told of the end. */
export interface RestartLoop {
  /** What it keeps running ended unexpectedly: start it again, unless a restart runs. */
  ended(): void;
  /** No more restarts: resolves once a restart in progress has finished or given up. */
  stop(): Promise<void>;
}

export interface RestartLoopOptions {
  /** Starts it again; resolves once it runs, rejects when it did not start. */
  start(): Promise<void>;
  /** A start failed: the loop tries again after the next delay. */
  failed(error: Error): void;
  /** It runs again. */
  restarted(): void;
  /** How long to wait before a restart attempt (1, 2, 3…): 1 s, doubling, up to 30 s. */
  delayMs?: (attempt: number) => number;
}

const doubling = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 30_000);

/**
 * Keeps one thing running: when told it ended, waits, starts it, and on failure waits
 * longer and tries again, until it runs or the loop is stopped. Telling it of an end
 * while it restarts changes nothing, so there is never a second loop starting a second
 * copy beside the first.
 */
export function restartLoop(options: RestartLoopOptions): RestartLoop {
  const delayMs = options.delayMs ?? doubling;
  let stopped = false;
  let running: Promise<void> | null = null;
  const stopping = new AbortController();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      stopping.signal.addEventListener('abort', wake, { once: true });
    });

  const restart = async () => {
    for (let attempt = 1; ; attempt++) {
      await wait(delayMs(attempt));
      if (stopped) return;
      try {
        await options.start();
        options.restarted();
        return;
      } catch (error) {
        if (stopped) return;
        options.failed(error as Error);
      }
    }
  };

  return {
    ended() {
      if (running || stopped) return;
      running = restart().finally(() => {
        running = null;
      });
    },
    async stop() {
      stopped = true;
      stopping.abort();
      await running;
    },
  };
}
