import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatedImages } from './generated-images';

// `npm run images`: writes the brand logos and portraits, and removes files no page names any more.
const root = resolve(import.meta.dirname, '../../..');
for (const { folder, files } of generatedImages(root)) {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  for (const stale of readdirSync(dir).filter((file) => !files.has(file))) rmSync(join(dir, stale));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  console.info(`${folder}: ${files.size - 1} images`);
}
