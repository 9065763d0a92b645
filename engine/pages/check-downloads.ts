import type { HumanError } from '../document/human-error';
import { downloadLimits, isDownloadPath, isGuide } from '../downloads/download-path';

type Path = (string | number)[];

/** The size in bytes of a file of the site (`media/...`), or null when there is none. */
export type FileSize = (mediaPath: string) => number | null;

interface FormFound {
  form: {
    download: string;
    fields: { name?: unknown; kind?: unknown; required?: unknown; options?: unknown }[];
    autoReply?: { body?: unknown; subject?: unknown };
  };
  path: Path;
}

/**
 * The rules of the files a page gives: each exists in media/ and a PDF is within the limit
 * (a guide is measured once typeset, at build); a form that gives a file names a select of
 * such files, asks for an email and sends the link in its autoReply.
 */
export function checkDownloads(page: Record<string, unknown>, sizeOf: FileSize): HumanError[] {
  const problems: HumanError[] = [];
  const checkFile = (file: string, path: Path) => {
    const bytes = sizeOf(file);
    if (bytes === null)
      problems.push({ code: 'download-file-missing', path, message: `there is no file '${file}'` });
    else if (!isGuide(file) && bytes > downloadLimits.bytes)
      problems.push({
        code: 'download-too-large',
        path,
        message: `'${file}' is ${megabytes(bytes)} MB; a download is at most ${megabytes(downloadLimits.bytes)} MB`,
      });
  };
  visit(page.blocks, ['blocks'], {
    button: (file, path) => checkFile(file, path),
    form: ({ form, path }) => {
      const index = form.fields.findIndex((field) => field.name === form.download);
      const field = form.fields[index];
      if (!field || field.kind !== 'select') {
        problems.push({
          code: 'download-field-not-select',
          path: [...path, 'download'],
          message: `the form gives the file its field '${form.download}' names, but it has no select of that name`,
        });
      } else {
        const options = Array.isArray(field.options)
          ? (field.options as { value?: unknown }[])
          : [];
        options.forEach((option, at) => {
          const optionPath = [...path, 'fields', index, 'options', at, 'value'];
          if (typeof option.value === 'string' && isDownloadPath(option.value))
            checkFile(option.value, optionPath);
          else
            problems.push({
              code: 'download-field-not-select',
              path: optionPath,
              message: `the option '${String(option.value)}' of '${form.download}' is not a file of media/ (a .pdf or .md)`,
            });
        });
      }
      if (!form.fields.some((each) => each.kind === 'email' && each.required === true))
        problems.push({
          code: 'download-without-email',
          path: [...path, 'fields'],
          message: 'the form gives a file but asks for no email: add a required email field',
        });
      const body = typeof form.autoReply?.body === 'string' ? form.autoReply.body : '';
      if (!body.includes('{download}'))
        problems.push({
          code: 'download-without-link',
          path: [...path, form.autoReply ? 'autoReply' : 'download'],
          message: 'the form gives a file but its autoReply sends no {download} link',
        });
    },
  });
  return problems;
}

function visit(
  value: unknown,
  path: Path,
  found: { button(file: string, path: Path): void; form(form: FormFound): void },
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => visit(item, [...path, index], found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  if (Array.isArray(object.fields) && typeof object.download === 'string')
    found.form({ form: object as FormFound['form'], path });
  else if (typeof object.download === 'string' && isDownloadPath(object.download))
    found.button(object.download, [...path, 'download']);
  for (const [key, child] of Object.entries(object)) visit(child, [...path, key], found);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
