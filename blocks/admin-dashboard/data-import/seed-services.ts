import { parseServicesYaml } from '../../../engine/data/import';
import type { ServiceContentInput } from '../../../engine/data/service-content';

// The seed files themselves, as text; each loads only when sample data is requested.
const seedFiles = import.meta.glob<string>('../../../supabase/seed/*.{yaml,yml}', {
  query: '?raw',
  import: 'default',
});

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The services of supabase/seed/, in file-name order, as `supabase db reset` seeds them.
 * The seed is curated, so any problem in it (or a slug in two files) is an error.
 */
export async function loadSeedServices(): Promise<ServiceContentInput[]> {
  const paths = Object.keys(seedFiles).sort((a, b) => fileName(a).localeCompare(fileName(b)));
  const texts = await Promise.all(paths.map((path) => seedFiles[path]!()));
  const bySlug = new Map<string, ServiceContentInput>();
  paths.forEach((path, index) => {
    const name = fileName(path);
    const result = parseServicesYaml(texts[index]!, { fileName: name });
    const problem = result.fatal?.message ?? result.errors[0]?.message;
    if (problem) throw new Error(`${name}: ${problem}`);
    for (const service of result.services) {
      if (bySlug.has(service.slug)) throw new Error(`${name}: the slug "${service.slug}" repeats`);
      bySlug.set(service.slug, service);
    }
  });
  if (bySlug.size === 0) throw new Error('The seed folder holds no services.');
  return [...bySlug.values()];
}
