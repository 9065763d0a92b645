import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problem';

/** The text of each file with a problem, read from `root` (the folder file names are relative to). */
export async function readSources(
  problems: readonly Problem[],
  root: string,
): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for (const file of new Set(problems.map((problem) => problem.file))) {
    const text = await readFile(path.resolve(root, file), 'utf8').catch(() => undefined);
    if (text !== undefined) sources.set(file, text);
  }
  return sources;
}
