import { readSeedFiles, servicesFromSeedFiles } from '../services/seed/seed-files';
import type { ServiceContent } from '../services/service-content';

/** The seeded service records, as rows, for prerendering their pages. */
export function seedRecords(now = new Date()): ServiceContent[] {
  const timestamp = now.toISOString();
  return servicesFromSeedFiles(readSeedFiles()).map((input) => ({
    ...input,
    id: `seed-${input.slug}`,
    created_at: timestamp,
    updated_at: timestamp,
  }));
}
