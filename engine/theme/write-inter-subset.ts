import { writeFile } from 'node:fs/promises';
import { arabicSubsetFile, arabicWeights, subsetArabic } from './arabic-subset';
import { interSubsetFile, subsetInter } from './inter-subset';

// `npm run fonts`: writes the Latin subset of Inter that pages preload (see inter-subset.ts)
// and the Arabic subsets Arabic pages preload (arabic-subset.ts).
const font = await subsetInter();
await writeFile(interSubsetFile, font);
console.info(`Wrote ${interSubsetFile} (${font.length} bytes)`);
for (const weight of arabicWeights) {
  const arabic = await subsetArabic(weight);
  await writeFile(arabicSubsetFile(weight), arabic);
  console.info(`Wrote ${arabicSubsetFile(weight)} (${arabic.length} bytes)`);
}
