import { readSeedFiles, servicesFromSeedFiles } from '../services/seed/seed-files';
import type { ServiceContent } from '../services/service-content';
import { readPostSeed } from '../posts/seed/post-seed';
import type { PublishedPost } from '../posts/post';

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

/** The seeded published posts, newest first as the blog lists them, for prerendering. */
export function seedPosts(now = new Date()): PublishedPost[] {
  const timestamp = now.toISOString();
  return readPostSeed()
    .published.map((post) => ({ ...post, first_published_at: timestamp, updated_at: timestamp }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
