import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from './generated-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

for (const [file, text] of Object.entries(generatedFiles())) {
  await writeFile(path.join(root, file), text);
  console.info(`wrote ${file}`);
}
