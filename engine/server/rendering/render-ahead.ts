import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long after a change the pages are rendered: a burst of changes (an import) is one. */
export const RENDER_AHEAD_DELAY_MS = 250;

/** At most this many pages are rendered ahead: about half of what the record cache keeps. */
export const RENDER_AHEAD_MAX_PAGES = 120;

/**
 * After a change, at most this many of the pages kept are rendered again, the most
 * recently asked for first: the pages visitors come to now are ready, and an edit costs
 * the server about a second of rendering, not one for every page a crawler once read.
 */
export const RENDER_AGAIN_MAX_PAGES = 24;

interface RenderAheadOptions {
  /** Every record page, most wanted first: what is rendered at start. */
  paths(): Promise<readonly string[]>;
  /** Renders one and keeps it, as a visitor's request would. */
  render(path: string): Promise<void>;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
  delayMs?: number;
  maxPages?: number;
}

/** What to render next: every record page, or these. */
type Wanted = 'all' | Set<string>;

/**
 * Renders record pages before anyone asks for them, so the first visitor is served a kept
 * page in every encoding, as a prerendered page is, and does not wait for a render (nor
 * do the visitors queued behind it on the server's one thread): every record page at
 * start, and after a change to service content or the build, again those of the pages
 * that were kept that visitors asked for last (RENDER_AGAIN_MAX_PAGES). One page at a time, giving way to requests between
 * pages; a change while it runs starts it over with what is still to do, and `stop` ends it.
 */
export class RenderAhead {
  private timer: NodeJS.Timeout | undefined;
  private generation = 0;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();
  private wanted: Wanted = new Set();

  constructor(private readonly options: RenderAheadOptions) {}

  /** Renders these pages (every record page without), shortly. */
  schedule(paths?: Iterable<string>): void {
    if (this.stopped) return;
    if (!paths) this.wanted = 'all';
    else for (const path of paths) this.want(path);
    this.generation += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const generation = this.generation;
      this.running = this.running.then(() => this.renderWanted(generation));
    }, this.options.delayMs ?? RENDER_AHEAD_DELAY_MS);
  }

  /** Resolves once no run is due or running (for tests and a clean stop). */
  async settled(): Promise<void> {
    // A run may call for another while it renders (a change): settled once neither is due.
    for (;;) {
      while (this.timer) await new Promise((resolve) => setTimeout(resolve, 10));
      const running = this.running;
      await running;
      if (!this.timer && running === this.running) break;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private want(path: string) {
    if (this.wanted !== 'all') this.wanted.add(path);
  }

  private current(generation: number) {
    return !this.stopped && generation === this.generation;
  }

  private async renderWanted(generation: number): Promise<void> {
    if (!this.current(generation)) return;
    const wanted = this.wanted;
    let paths: readonly string[];
    try {
      paths = wanted === 'all' ? await this.options.paths() : [...wanted];
    } catch (error) {
      // The first visitor renders the page instead, as without this.
      this.options.log.error('Could not list the record pages to render ahead.', error);
      return;
    }
    // A change that comes from here on adds to a list of its own.
    if (!this.current(generation)) return;
    const left = paths.slice(0, this.options.maxPages ?? RENDER_AHEAD_MAX_PAGES);
    this.wanted = new Set(left);
    const started = performance.now();
    let rendered = 0;
    for (const path of left) {
      // Requests that came meanwhile go first.
      await nextTurn();
      if (!this.current(generation)) return;
      this.wanted.delete(path);
      try {
        await this.options.render(path);
        rendered += 1;
      } catch (error) {
        this.options.log.error(`Rendering ${path} ahead of its visitors failed.`, error);
      }
      // A change came while it rendered, so the page was not kept: the next run renders it.
      if (!this.current(generation)) {
        this.want(path);
        return;
      }
    }
    const ms = (performance.now() - started).toFixed(0);
    this.options.log.info(`Rendered ${rendered} record pages ahead of their visitors in ${ms} ms.`);
  }
}
