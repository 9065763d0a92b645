import type { CatalogueEntry } from './catalogue-entry';

/**
 * Problems only an import finds (`sitectl import`, the seed, the admin's upload), where a
 * service content file is read the way the import reads it: a list of services, a mapping
 * with `services:` or `content:`, or one service, in one or more documents.
 */
export const serviceProblemCatalogue = {
  'unknown-structure': {
    title:
      'A document of the file is not a list of services, a mapping with services:, or one service.',
    fix: 'Write the services as a list ("- slug: ..."), under services: or content:, or write one service (slug:, name:, h1:) per document.',
    example: { cause: 'A document holding only text, or a mapping without slug:, name: or h1:.' },
  },
  'no-valid-services': {
    title: 'The file holds no valid service.',
    fix: 'Fix the services the other problems name, or add one: a service needs at least slug:, name: and h1:.',
    example: { cause: 'An empty file, services: [], or a file whose every service is invalid.' },
  },
  'not-a-service': {
    title: 'An item of the list of services is not a mapping.',
    fix: 'Write each service as a mapping: slug:, name:, h1: and its other fields, one per line.',
    example: { cause: 'A line "- just text" in a list of services.' },
  },
  'too-many-fields': {
    title: 'A service has more than 100 keys.',
    fix: 'Remove the keys that are not fields of a service; schemas/service-content.schema.json lists them.',
    example: { cause: 'A service with a hundred keys pasted in from another system.' },
  },
  'conflicting-keys': {
    title: 'A service gives one field under two spellings.',
    fix: 'Keep one of them, preferably the schema’s own name (meta_title rather than metaTitle); the schema’s name wins.',
    example: { cause: 'meta_title: and metaTitle: in one service.' },
  },
} as const satisfies Record<string, CatalogueEntry>;
