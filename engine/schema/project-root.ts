import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The nearest folder above this module that holds package.json: the same from the
// TypeScript sources and from the compiled server and command line in dist-node/.
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}.`);
  }
}

/** The project root: where `pages/`, `supabase/` and the builds live. */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
