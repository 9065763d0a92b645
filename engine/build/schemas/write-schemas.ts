import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot as root } from '../../schema/project-root';
import { generatedFiles } from './generated-files';

for (const [file, text] of Object.entries(generatedFiles())) {
  await writeFile(path.join(root, file), text);
  console.info(`wrote ${file}`);
}
