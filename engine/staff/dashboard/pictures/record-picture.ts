import type { FormValues } from '../../../forms/form-types';

/** A record's picture as its form asks for it: the field naming it and the one describing it. */
export interface RecordPicture {
  url: string;
  alt: string;
}

const given = (value: FormValues[string] | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The message under the description when the record names a picture without saying what it
 * shows: a picture staff give must be described, for people who cannot see it.
 */
export function undescribedPicture(
  values: FormValues,
  picture: RecordPicture,
  message: string,
): Record<string, string> {
  return given(values[picture.url]) && !given(values[picture.alt])
    ? { [picture.alt]: message }
    : {};
}
