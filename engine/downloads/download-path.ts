import { downloadPathPattern } from '../schema/download-path';

/*
 * A file of the site's `media/` folder that visitors download (its pattern is the schema's):
 * a PDF, given as it is, or a guide written in Markdown, which the build typesets into a PDF
 * (`<name>.md` in English, `<name>.ar.md` in Arabic).
 */
const DOWNLOAD_PATH = new RegExp(downloadPathPattern);

/** Whether a value names a downloadable file of `media/`. */
export const isDownloadPath = (value: string): boolean => DOWNLOAD_PATH.test(value);

/** The largest file a visitor is given: a PDF, or a guide once typeset. */
export const downloadLimits = { bytes: 20 * 1024 * 1024 } as const;

/** Whether the file is a guide the build typesets, rather than a PDF. */
export const isGuide = (file: string): boolean => file.endsWith('.md');

/**
 * The file a page in another language gives for `file`, where there is one: `<name>.ar.md`
 * beside `<name>.md` (or `.ar.pdf` beside `.pdf`). Pages name the English file; the build
 * and the server give an Arabic page its Arabic counterpart.
 */
export const counterpartIn = (file: string, code: string): string =>
  file.replace(/\.(md|pdf)$/, `.${code}.$1`);

/** The language a guide is written in: `.ar.md` is Arabic, any other English. */
export const guideLocale = (file: string): 'en' | 'ar' => (file.endsWith('.ar.md') ? 'ar' : 'en');

/**
 * The name a download is given under, from its file and a hash of its bytes: what a browser
 * saves it as, and, where it is public, its address under `/media/`, cached for a year.
 */
export function downloadName(file: string, hash: string): string {
  // `guides/checklist.ar.md` → `checklist-ar`: one dot, before the extension.
  const stem = file
    .replace(/^.*\//, '')
    .replace(/\.(md|pdf)$/, '')
    .replaceAll('.', '-');
  return `${stem}-${hash.slice(0, 10)}.pdf`;
}
