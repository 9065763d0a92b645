import { writeFile } from 'node:fs/promises';
import { interSubsetFile, subsetInter } from './inter-subset';

// `npm run fonts`: writes the Latin subset of Inter that pages preload (see inter-subset.ts).
const font = await subsetInter();
await writeFile(interSubsetFile, font);
console.info(`Wrote ${interSubsetFile} (${font.length} bytes)`);
