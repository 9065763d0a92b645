import { problem } from '../../document/problem';
import { IMPORT_MESSAGES } from './messages';
import type { ImportedService, ImportProblem } from './types';

/**
 * One service per slug, the last one given winning, in one file or across the files of one
 * import: one upsert cannot write the same row twice. Each replaced service is a warning at
 * the slug that replaces it, naming both places.
 */
export function oneServicePerSlug(services: readonly ImportedService[]): {
  services: ImportedService[];
  problems: ImportProblem[];
} {
  const bySlug = new Map<string, ImportedService>();
  const problems: ImportProblem[] = [];
  for (const service of services) {
    const { slug } = service.record;
    const earlier = bySlug.get(slug);
    if (earlier) {
      const [was, is] =
        earlier.file === service.file
          ? [earlier, service].map(({ item }) =>
              IMPORT_MESSAGES.position(item.document, item.index),
            )
          : [earlier.file, service.file];
      problems.push({
        ...problem({
          code: 'duplicate-slug',
          file: service.file,
          at: service.slugPlace.at,
          path: service.slugPlace.path,
          message: IMPORT_MESSAGES.duplicateSlug(slug, was ?? '', is ?? ''),
          level: 'warning',
        }),
        item: service.item,
      });
      // Deleted first, so the service takes the place of the one given last.
      bySlug.delete(slug);
    }
    bySlug.set(slug, service);
  }
  return { services: [...bySlug.values()], problems };
}
