import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isYamlFileName } from '../../engine/document/read-document';
import { maxFileBytes } from '../../engine/document/limits';
import type { PageFileText, StudioApiError } from '../shared/studio-api';

/** A refusal the API answers with a status and an error in the engine's problem shape. */
export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: StudioApiError,
  ) {
    super(error.message);
  }
}

/** The largest file the studio reads or writes: the largest any kind of page file may be. */
export const maxStudioFileBytes = Math.max(...Object.values(maxFileBytes));

/**
 * The absolute path of a file the author names by its path in the pages folder. A path
 * that leads out of the folder (`../package.json`, an absolute path, a link pointing
 * elsewhere) or names no YAML file is refused: the studio edits pages and nothing else.
 */
export function pageFilePath(pagesDir: string, relative: string): string {
  const root = realpathSync(pagesDir);
  const absolute = path.resolve(root, relative);
  const inside = (candidate: string) => candidate.startsWith(root + path.sep);
  if (path.isAbsolute(relative) || !inside(absolute))
    throw new StudioRequestError(403, {
      code: 'outside-pages',
      message: `'${relative}' is outside the pages folder`,
      hint: 'Name a file by its path inside pages/, such as contact.yaml or ar/contact.yaml.',
    });
  if (!isYamlFileName(absolute))
    throw new StudioRequestError(400, {
      code: 'not-yaml',
      message: `'${relative}' is not a YAML file`,
      hint: 'The studio opens page documents: files ending in .yaml or .yml.',
    });
  // A link inside the folder must not lead out of it either.
  const real = realPathOrNull(absolute);
  if (real && !inside(real))
    throw new StudioRequestError(403, {
      code: 'outside-pages',
      message: `'${relative}' leads outside the pages folder`,
      hint: 'The studio writes only files inside pages/.',
    });
  return absolute;
}

function realPathOrNull(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/** The version of a file's text: the hash of its bytes, so any change on disk shows. */
export const versionOf = (bytes: string | Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** `pages/contact.yaml`: a file as problems and the author name it. */
export const shownName = (pagesDir: string, relative: string) =>
  `${path.basename(pagesDir)}/${relative.replace(/\\/g, '/')}`;

/** Reads a page file with its version; a file too large for any page is refused unread. */
export async function readPageFile(pagesDir: string, relative: string): Promise<PageFileText> {
  const absolute = pageFilePath(pagesDir, relative);
  const info = await stat(absolute).catch(() => null);
  if (!info?.isFile())
    throw new StudioRequestError(404, {
      code: 'no-such-file',
      message: `there is no file ${shownName(pagesDir, relative)}`,
      hint: 'Choose a file from the list; it may have been moved or deleted on disk.',
    });
  if (info.size > maxStudioFileBytes) throw tooLarge(pagesDir, relative);
  const bytes = await readFile(absolute);
  return {
    path: relative,
    shown: shownName(pagesDir, relative),
    text: bytes.toString('utf8'),
    version: versionOf(bytes),
  };
}

const tooLarge = (pagesDir: string, relative: string) =>
  new StudioRequestError(413, {
    code: 'file-too-large',
    message: `${shownName(pagesDir, relative)} is larger than ${maxStudioFileBytes / 1024 / 1024} MB`,
    hint: 'A page document this large is a mistake, such as a picture pasted in as text.',
  });

/**
 * Writes the author's text as it is (comments, key order and formatting are the author's),
 * unless the file on disk is no longer the version the text was based on: then nothing is
 * written and what is on disk is returned, for the author to choose. The text goes to a
 * file beside it first, then takes its place, so a crash never leaves half a page.
 */
export async function savePageFile(
  pagesDir: string,
  relative: string,
  text: string,
  expectedVersion: string,
): Promise<{ saved: true; version: string } | { saved: false; theirs: PageFileText }> {
  const absolute = pageFilePath(pagesDir, relative);
  if (Buffer.byteLength(text) > maxStudioFileBytes) throw tooLarge(pagesDir, relative);
  const current = await readPageFile(pagesDir, relative).catch((error: unknown) => {
    if (error instanceof StudioRequestError && error.error.code === 'no-such-file') return null;
    throw error;
  });
  if (current && current.version !== expectedVersion) return { saved: false, theirs: current };
  const temporary = `${absolute}.studio-${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, absolute);
  return { saved: true, version: versionOf(text) };
}
