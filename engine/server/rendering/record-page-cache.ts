import { LRUCache } from 'lru-cache';
import type { HtmlBody } from './html-response';

/** What a record page shows: the build that rendered it, and its record's version. */
export interface RecordPageVersion {
  build: string;
  /** The record's id and `updated_at`: any change to the row, or a new row, makes another. */
  record: string;
}

interface KeptPage extends RecordPageVersion {
  body: HtmlBody;
}

/** A page being rendered, which the requests that come meanwhile wait for. */
interface RenderingPage extends RecordPageVersion {
  body: Promise<HtmlBody>;
}

const sameVersion = (a: RecordPageVersion, b: RecordPageVersion) =>
  a.build === b.build && a.record === b.record;

/** How many bytes of record pages are kept, every encoding counted: about 270 pages. */
export const RECORD_PAGES_MAX_BYTES = 32 * 1024 * 1024;

const bytesOf = ({ body }: KeptPage) =>
  body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * Record pages as rendered (in each encoding, with their ETag), by path, with the version
 * each shows; the least recently used go past `maxBytes`.
 *
 * While the database reports every change to service content (`watching`), a kept page
 * of the current build is served as it is, with no lookup: a reported change drops every
 * kept page. Otherwise a kept page is served only when its record, looked up, still has
 * the version it shows. A page is kept only when no change was reported since its record
 * was read (`mark`), so a read that crossed a change cannot outlive it.
 *
 * A page is rendered once for all the requests that want it while it is being rendered:
 * the first visitors after a start, a new build or an edit come together, and each render
 * holds the server's one thread, so rendering it for each of them kept every other
 * request waiting, in every encoding, for as long as all those renders took.
 */
export class RecordPageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly rendering = new Map<string, RenderingPage>();
  private changes = 0;
  private watching = false;
  private readonly followers: ((kept: string[]) => void)[] = [];

  constructor({ maxBytes = RECORD_PAGES_MAX_BYTES }: { maxBytes?: number } = {}) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: bytesOf });
  }

  /** The kept page of this build, when every change is reported: no lookup needed. */
  current(path: string, build: string): HtmlBody | undefined {
    if (!this.watching) return undefined;
    const page = this.pages.get(path);
    return page?.build === build ? page.body : undefined;
  }

  /** The kept page, when it shows this version. */
  ofVersion(path: string, version: RecordPageVersion): HtmlBody | undefined {
    const page = this.pages.get(path);
    return page && sameVersion(page, version) ? page.body : undefined;
  }

  /**
   * The page of this version: the kept one, the one being rendered for an earlier request,
   * or the one `render` makes now, kept as `keep` would (unless a change came since `mark`).
   */
  async page(
    path: string,
    version: RecordPageVersion,
    mark: number,
    render: () => Promise<HtmlBody>,
  ): Promise<HtmlBody> {
    const kept = this.ofVersion(path, version);
    if (kept) return kept;
    const pending = this.rendering.get(path);
    if (pending && sameVersion(pending, version)) return pending.body;
    const rendering = { ...version, body: render() };
    this.rendering.set(path, rendering);
    try {
      const body = await rendering.body;
      this.keep(path, version, body, mark);
      return body;
    } finally {
      // Unless a render of another version took the place meanwhile.
      if (this.rendering.get(path) === rendering) this.rendering.delete(path);
    }
  }

  /** Taken before a record is read; `keep` refuses its page when a change came since. */
  mark(): number {
    return this.changes;
  }

  keep(path: string, version: RecordPageVersion, body: HtmlBody, mark: number): void {
    if (mark === this.changes) this.pages.set(path, { ...version, body });
  }

  /** Service content or the build changed: no kept page may be served unchecked. */
  changed(): void {
    this.changes += 1;
    const kept = [...this.pages.keys()];
    this.pages.clear();
    for (const follower of this.followers) follower(kept);
  }

  /**
   * Calls `follower` after every change with the paths of the pages it dropped, most
   * recently used first (to render them again before their visitors ask).
   */
  onChanged(follower: (kept: string[]) => void): void {
    this.followers.push(follower);
  }

  /** Whether every change is reported from now on; either way, changes may have gone unseen. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    this.changed();
  }

  /** The bytes kept, every encoding counted. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
