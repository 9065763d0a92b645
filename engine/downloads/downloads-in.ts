import { isDownloadPath } from './download-path';

/** Where a page offers a file: a button's `download`, or a form's options that give one. */
export interface OfferedDownload {
  file: string;
  /** Given only to a visitor who leaves their email (a form that gives it), never at an address. */
  gated: boolean;
}

/** A form that gives a file, as page data holds it. */
export interface FormLike {
  fields: { name?: unknown; options?: { value?: unknown }[] }[];
  download: string;
}

const isForm = (value: Record<string, unknown>): value is Record<string, unknown> & FormLike =>
  Array.isArray(value.fields) && typeof value.download === 'string';

/** The option values of the field a form's `download` names: the files it gives. */
export function filesOfForm(form: FormLike): string[] {
  const field = form.fields.find((each) => each.name === form.download);
  return (field?.options ?? [])
    .map((option) => option.value)
    .filter((value): value is string => typeof value === 'string' && isDownloadPath(value));
}

/**
 * Every file the page documents offer, each once, gated where a form gives it. A file both
 * given by a form and downloaded by a button (which would give it away) is an error.
 */
export function downloadsIn(documents: readonly unknown[]): OfferedDownload[] {
  const gated = new Set<string>();
  const open = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (isForm(object)) for (const file of filesOfForm(object)) gated.add(file);
    else if (typeof object.download === 'string' && isDownloadPath(object.download))
      open.add(object.download);
    Object.values(object).forEach(visit);
  };
  documents.forEach(visit);
  const both = [...open].filter((file) => gated.has(file));
  if (both.length > 0)
    throw new Error(
      `${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} given by a form (for an email) and downloaded at once by a button: give each file one way.`,
    );
  return [
    ...[...gated].map((file) => ({ file, gated: true })),
    ...[...open].map((file) => ({ file, gated: false })),
  ];
}
