import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time, in ms, of the files in `inputs` (files or folders, relative
 * to `root`), leaving out those under `skip`; 0 when none exists.
 */
export function newestMtime(root, inputs, skip = []) {
  let newest = 0;
  const skipped = (file) => skip.some((prefix) => path.relative(root, file).startsWith(prefix));
  for (const input of inputs) {
    const target = path.join(root, input);
    let files = [target];
    try {
      files = readdirSync(target, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      // Not a folder: the input is a file itself, or does not exist.
    }
    for (const file of files) {
      if (skipped(file)) continue;
      try {
        newest = Math.max(newest, statSync(file).mtimeMs);
      } catch {
        // Gone or unreadable: it does not count.
      }
    }
  }
  return newest;
}

/** What the compiled server and command line are made from. */
export const NODE_SOURCES = ['cli', 'engine', 'blocks', 'supabase', 'package-lock.json'];
