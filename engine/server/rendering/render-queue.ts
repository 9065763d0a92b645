/** Raised when a render queue is full: the server is busy, and says so (503). */
export class QueueFullError extends Error {
  constructor() {
    super('Too many pages are being generated at once.');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at a time and lets at most `maxWaiting` wait; more are
 * refused at once. Pages generated on request (a slug with no record) go through one, so
 * a flood of made-up addresses costs one render at a time and never the whole server.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
