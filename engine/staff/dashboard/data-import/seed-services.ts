import type { ServiceContentInput } from '../../../services/service-content';
import { servicesFromSeedFiles } from '../../../services/seed/seed-services';

// The seed files themselves, as text; each loads only when sample data is requested.
const seedFiles = import.meta.glob<string>('../../../../supabase/seed/*.{yaml,yml}', {
  query: '?raw',
  import: 'default',
});

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The services of supabase/seed/, in file-name order, as `supabase db reset` seeds them,
 * checked as strictly as the build checks them.
 */
export async function loadSeedServices(): Promise<ServiceContentInput[]> {
  const paths = Object.keys(seedFiles).sort((a, b) => fileName(a).localeCompare(fileName(b)));
  const files = await Promise.all(
    paths.map(async (path) => ({ name: fileName(path), text: await seedFiles[path]!() })),
  );
  return servicesFromSeedFiles(files);
}
