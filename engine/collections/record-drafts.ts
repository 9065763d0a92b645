/**
 * Where a record stands between staff and visitors: a new record not yet published, a
 * published one as visitors see it, a published one with saved changes they do not see, or
 * a draft with a publish scheduled.
 */
export type RecordStatus = 'draft' | 'published' | 'changed' | 'scheduled';

/** What a schedule does when its time comes: publish the draft, or take the record off the site. */
export type ScheduleAction = 'publish' | 'unpublish';

/** A publish or unpublish staff scheduled, still to happen. */
export interface RecordSchedule {
  action: ScheduleAction;
  /** When, as an ISO time. */
  run_at: string;
  scheduled_by: string;
}

/**
 * A record of a collection as staff edit it: what visitors see (`published`), what staff
 * saved and have not published (`draft`), and the revision an edit starts from. Every save,
 * publish and import moves the revision; `changed_by`/`changed_at` say who moved it last.
 */
export interface RecordEntry<Published, Draft> {
  slug: string;
  published: Published | null;
  draft: Draft | null;
  revision: number;
  draft_saved_by: string | null;
  draft_saved_at: string | null;
  changed_by: string;
  changed_at: string | null;
  /** How many versions history holds (every publish since versions were kept). */
  versions: number;
  /** What is scheduled for the record, soonest first. */
  schedules: RecordSchedule[];
}

/** What status and schedule read of an entry. */
type EntryState = Pick<RecordEntry<unknown, unknown>, 'published' | 'draft'> &
  Partial<Pick<RecordEntry<unknown, unknown>, 'schedules'>>;

export const statusOf = (entry: EntryState): RecordStatus => {
  if (entry.draft !== null && scheduleOf(entry, 'publish')) return 'scheduled';
  return entry.published === null ? 'draft' : entry.draft === null ? 'published' : 'changed';
};

/** The record's schedule of this action, if it has one. */
export const scheduleOf = (
  entry: Partial<Pick<EntryState, 'schedules'>>,
  action: ScheduleAction,
): RecordSchedule | undefined => entry.schedules?.find((schedule) => schedule.action === action);

/** What an edit starts from: the saved draft when there is one, else the published record. */
export function editedRecord<Published extends Draft, Draft>(
  entry: RecordEntry<Published, Draft>,
): Draft {
  // An entry has a draft, a published record or both.
  return entry.draft ?? (entry.published as Published);
}

/**
 * Drafts and publishing of a collection's records, implemented by the SQL stores (server
 * side), the site server's API and Supabase (browser side), all through the same SQL
 * functions (supabase/migrations/*_collections.sql). `by` names the person on the site
 * server, which signs staff in itself; on Supabase the signed-in user is the person.
 * Errors: EditConflictError when the record moved on since the edit began; the collection's
 * own for a slug taken and for a record (or draft, version, schedule) that is not there.
 */
export interface RecordDraftStore<Published, Draft extends { slug: string }> {
  /** Every record staff may edit, published or only drafted. */
  entries(): Promise<RecordEntry<Published, Draft>[]>;
  /**
   * Saves `input` as the record's draft; visitors keep seeing what is published.
   * `baseRevision`: the revision the edit started from, or null for a new record.
   * Rejects with an EditConflictError when the record has moved on since, a
   * slug-taken error when a new record's slug is taken, a not-found error when an
   * edited record is gone.
   */
  saveDraft(
    input: Draft,
    baseRevision: number | null,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
  /**
   * Makes the record's draft what visitors see, as a new version. Rejects with an
   * EditConflictError as `saveDraft` does, and a not-found error when there is no
   * draft to publish.
   */
  publish(slug: string, baseRevision: number, by?: string): Promise<RecordEntry<Published, Draft>>;
  /** Every version of the record, newest first. */
  versions(slug: string): Promise<RecordVersion<Draft>[]>;
  /**
   * Makes an older version the record's draft, to publish or change (history is never
   * rewritten). Rejects with an EditConflictError as `saveDraft` does, and a
   * not-found error when there is no such version.
   */
  restore(
    slug: string,
    version: number,
    baseRevision: number,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
  /**
   * Schedules the draft to publish, or the published record to come off the site, at
   * `runAt` (an ISO time), replacing a schedule of the same action. Rejects with an
   * EditConflictError as `saveDraft` does, and a not-found error when there is no draft
   * to publish or nothing published to take off.
   */
  schedule(
    slug: string,
    action: ScheduleAction,
    runAt: string,
    baseRevision: number,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
  /** Cancels the record's schedule of this action; a not-found error when there is none. */
  cancelSchedule(
    slug: string,
    action: ScheduleAction,
    baseRevision: number,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
  /**
   * Takes the published record off the site now: its page answers 410 and it leaves the
   * sitemap; its words stay as the draft. Errors as `schedule`.
   */
  unpublish(
    slug: string,
    baseRevision: number,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
  /**
   * Throws the record's draft away, with the publish scheduled for it: visitors and staff
   * see what is published. A record never published is gone with it. A not-found error
   * when there is no draft, or the record is off the site (its draft is all that is left);
   * otherwise errors as `saveDraft`.
   */
  discardDraft(
    slug: string,
    baseRevision: number,
    by?: string,
  ): Promise<RecordEntry<Published, Draft>>;
}

/** One publish of a record: the whole record as visitors then read it, who and when. */
export interface RecordVersion<Draft> {
  version: number;
  record: Draft;
  published_by: string;
  published_at: string;
}

/** Who last changed a record, and when, as an edit conflict reports it. */
export interface RecordChange {
  changed_by: string;
  changed_at: string;
  revision: number;
}

/** Raised when an edit started from a revision someone has since moved past. */
export class EditConflictError extends Error {
  constructor(
    readonly slug: string,
    readonly change: RecordChange,
  ) {
    super(
      `${change.changed_by || 'Someone'} changed "${slug}" at ${change.changed_at}, after this edit began.`,
    );
    this.name = 'EditConflictError';
  }
}

/** The SQLSTATE the drafts functions raise on an edit conflict. */
export const EDIT_CONFLICT = 'SE409';

/** The change an edit conflict's DETAIL names (JSON), or a blank one if it cannot be read. */
export function changeOfConflict(detail: string | null | undefined): RecordChange {
  try {
    const parsed = JSON.parse(detail ?? '') as Partial<RecordChange>;
    return {
      changed_by: typeof parsed.changed_by === 'string' ? parsed.changed_by : '',
      changed_at: typeof parsed.changed_at === 'string' ? parsed.changed_at : '',
      revision: typeof parsed.revision === 'number' ? parsed.revision : 0,
    };
  } catch {
    return { changed_by: '', changed_at: '', revision: 0 };
  }
}

/** Raised when the record a step names, or its draft, version or schedule, is not there. */
export class RecordNotFoundError extends Error {
  constructor(
    readonly slug: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecordNotFoundError';
  }
}

/** Raised when a new record's slug is taken by another record or draft of its collection. */
export class SlugTakenError extends Error {
  constructor(
    readonly slug: string,
    message: string,
  ) {
    super(message);
    this.name = 'SlugTakenError';
  }
}
