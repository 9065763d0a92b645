/** The parts of a Postgres or PostgREST error a store turns into a message. */
export interface DatabaseErrorLike {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  constraint?: string | null;
  /** The HTTP status of a PostgREST response; 0 when no response arrived. */
  status?: number;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  service_content_feed_slug_format:
    'the slug must be lowercase letters and digits in words joined by single hyphens, such as "managed-it"',
  service_content_feed_slug_length: 'the slug must be at most 100 characters long',
  service_content_feed_name_not_blank: 'the name must not be empty',
  service_content_feed_h1_not_blank: 'the page title (h1) must not be empty',
  service_content_feed_video_id_format: 'the video id must be an 11-character YouTube video id',
  service_content_feed_image_url_format:
    'the image URL must start with https:// or be a path on this site starting with a single /, without backslashes or spaces',
  service_content_feed_text_limits:
    'each text field must be at most 5,000 characters, without control characters',
  service_content_feed_list_limits:
    'each list (pains, solutions, brands) must have at most 50 items of at most 5,000 characters, without control characters',
};

const CODE_MESSAGES: Record<string, string> = {
  '42501':
    'not allowed: only staff (editor or admin) signed in with a second factor may change service content',
  '21000': 'the same slug appears more than once in one write',
  '23502': 'a required field is missing',
};

const STATUS_MESSAGES: Record<number, string> = {
  0: 'the service database could not be reached',
  401: 'the service database refused the credentials',
};

function violatedConstraint(error: DatabaseErrorLike): string | undefined {
  if (error.constraint) return error.constraint;
  return /constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
}

function explain(error: DatabaseErrorLike): string {
  const constraint = violatedConstraint(error);
  if (constraint && Object.hasOwn(CONSTRAINT_MESSAGES, constraint)) {
    return CONSTRAINT_MESSAGES[constraint] as string;
  }
  const original = error.message?.trim() || 'unknown error';
  const known =
    (error.code && Object.hasOwn(CODE_MESSAGES, error.code)
      ? CODE_MESSAGES[error.code]
      : undefined) ??
    (error.status !== undefined && Object.hasOwn(STATUS_MESSAGES, error.status)
      ? STATUS_MESSAGES[error.status]
      : undefined);
  return known ? `${known} (${original})` : original;
}

/**
 * An Error whose message says what failed and why in words a content author
 * understands, e.g. "Could not save service content: the video id must be an
 * 11-character YouTube video id". The original error is kept as `cause`.
 */
export function storeError(action: string, error: DatabaseErrorLike): Error {
  return new Error(`${action}: ${explain(error)}`, { cause: error });
}

/** The SQLSTATE of a unique violation, as Postgres and PostgREST report it. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE public.update_service raises when no record has the slug (no_data_found). */
export const NO_SUCH_SERVICE = 'P0002';
