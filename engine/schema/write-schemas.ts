import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedSchemaFiles } from './generated-schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

for (const [file, text] of Object.entries(generatedSchemaFiles())) {
  await writeFile(path.join(root, file), text);
  console.info(`wrote ${file}`);
}
