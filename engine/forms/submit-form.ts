import { openDataPort, type FormSubmission } from '../data/data-port';

export type FormValues = Record<string, string | boolean>;

/**
 * Every form of the site submits through here: the submission is stored as a lead by the
 * site server (or Supabase). Resolves only once it is stored; rejects with a
 * DataRequestError that says why when it was not.
 */
export async function submitForm(submission: FormSubmission): Promise<void> {
  const port = await openDataPort();
  await port.submitForm(submission);
}

/** Where a form posts when the page runs without JavaScript (the site server only). */
export function formAction(formName: string, page: string): string {
  return `/api/leads?${new URLSearchParams({ form: formName, page })}`;
}
