import type { FieldProblem } from '../errors/data-request-error';
import { DataRequestError, failureOfStatus, type DataFailure } from '../errors/data-request-error';
import type { RecordChange } from '../collections/record-drafts';

interface ErrorBody {
  error?: { code?: string; message?: string; problems?: FieldProblem[]; change?: RecordChange };
}

/** Raised for an `edit-conflict` answer, before it becomes a DataRequestError. */
export class ConflictAnswer extends Error {
  constructor(readonly change: RecordChange) {
    super('edit-conflict');
  }
}

/** One JSON request to the site server; rejects with a DataRequestError on any failure. */
export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw new DataRequestError('network', `The server could not be reached (${String(error)}).`);
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const parsed = (await response.json().catch(() => ({}))) as ErrorBody;
  if (parsed.error?.code === 'edit-conflict' && parsed.error.change) {
    throw new ConflictAnswer(parsed.error.change);
  }
  throw new DataRequestError(
    failureOfStatus(response.status),
    parsed.error?.message ?? `The server answered ${response.status}.`,
    parsed.error?.problems ?? [],
  );
}

/** Whether a request failed in this way (a 404 is 'not-found'). */
export const failedWith = (error: unknown, failure: DataFailure): boolean =>
  error instanceof DataRequestError && error.failure === failure;

/** The shape of `call`, for the stores built on it. */
export type HttpCall = typeof call;
