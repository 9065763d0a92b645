import type { RecordDraftStore, RecordEntry, RecordVersion } from '../collections/record-drafts';
import { EditConflictError } from '../collections/record-drafts';
import { ConflictAnswer, failedWith, type HttpCall } from './http-call';

/** A collection's drafts on the site server's staff API, and its errors. */
export interface HttpCollection {
  /** Where its routes live under /api/admin: `service-drafts`, `posts`. */
  path: string;
  notFound: (slug: string) => Error;
  slugTaken: (slug: string) => Error;
}

/**
 * The drafts workflow of a collection over the site server's staff API
 * (engine/server/routes/staff/record-drafts.ts). The person is the signed-in session's: the
 * server names it.
 */
export function httpRecordDrafts<Published, Draft extends { slug: string }>(
  call: HttpCall,
  collection: HttpCollection,
): RecordDraftStore<Published, Draft> {
  type Entry = RecordEntry<Published, Draft>;
  const recordPath = (slug: string) => `/api/admin/${collection.path}/${encodeURIComponent(slug)}`;

  /** One step answering the record's entry, its refusals as the port's errors. */
  async function step(slug: string, url: string, method: string, body: unknown): Promise<Entry> {
    try {
      return await call<Entry>(method, url, body);
    } catch (error) {
      if (error instanceof ConflictAnswer) throw new EditConflictError(slug, error.change);
      if (failedWith(error, 'conflict')) throw collection.slugTaken(slug);
      if (failedWith(error, 'not-found')) throw collection.notFound(slug);
      throw error;
    }
  }

  return {
    entries: () => call<Entry[]>('GET', `/api/admin/${collection.path}`),
    saveDraft: (input, revision) =>
      step(input.slug, recordPath(input.slug), 'PUT', { revision, record: input }),
    publish: (slug, revision) => step(slug, `${recordPath(slug)}/publish`, 'POST', { revision }),
    versions: (slug) => call<RecordVersion<Draft>[]>('GET', `${recordPath(slug)}/versions`),
    restore: (slug, version, revision) =>
      step(slug, `${recordPath(slug)}/versions/${version}/restore`, 'POST', { revision }),
    schedule: (slug, action, runAt, revision) =>
      step(slug, `${recordPath(slug)}/schedules/${action}`, 'PUT', { revision, run_at: runAt }),
    cancelSchedule: (slug, action, revision) =>
      step(slug, `${recordPath(slug)}/schedules/${action}/cancel`, 'POST', { revision }),
    unpublish: (slug, revision) =>
      step(slug, `${recordPath(slug)}/unpublish`, 'POST', { revision }),
    discardDraft: (slug, revision) =>
      step(slug, `${recordPath(slug)}/discard`, 'POST', { revision }),
  };
}
