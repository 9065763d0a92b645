/** One answer the server did not accept, named by its field. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Why a request for data failed, in terms a screen can act on. */
export type DataFailure =
  | 'network'
  | 'signed-out'
  | 'forbidden'
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server';

/** A failed request to the site server or Supabase: what kind of failure, and its message. */
export class DataRequestError extends Error {
  constructor(
    readonly failure: DataFailure,
    message: string,
    /** Answers the server did not accept, by field. */
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'DataRequestError';
  }
}

/** The failure an HTTP status means. */
export function failureOfStatus(status: number): DataFailure {
  if (status === 0) return 'network';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}
