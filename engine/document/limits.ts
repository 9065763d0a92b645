import type { DocumentKind } from './document-kind';

/**
 * The limits every YAML file of the project is read within, whoever reads it: the build,
 * `sitectl validate` and `import`, the seed and the admin's upload. A file past one is
 * refused as a whole, before the costly steps, so any file is decided within a second.
 */

export const megabyte = 1024 * 1024;

/** Largest file of each kind, in UTF-8 bytes. */
export const maxFileBytes: Readonly<Record<DocumentKind, number>> = {
  // Written by hand, one page each: anything this large is a mistake (a picture pasted in
  // as text) or an attack.
  page: megabyte,
  // Written by hand, like a page; it grows with the navigation and catalogue, not by much.
  site: megabyte,
  // Data, not prose: the seed, `sitectl export` of a whole site and files for `import`.
  // 5 MB holds the most services a file may have (maxServices) at real size, and the
  // structure limits below keep even a costly file of this size decided within a second.
  'service-content': 5 * megabyte,
  // Data too: a blog's posts, whose bodies are the longest texts the site keeps.
  posts: 5 * megabyte,
};

/** Most YAML documents (`---`) one file may hold; a page and the site file hold one. */
export const maxDocuments: Readonly<Record<DocumentKind, number>> = {
  page: 1,
  site: 1,
  'service-content': 10_000,
  posts: 1,
};

/** Deepest accepted nesting of collections (the outermost collection is level 1). */
export const maxNestingDepth = 64;

/**
 * Most aliases (and, separately, anchors) one file may hold; also yaml's `maxAliasCount`,
 * which bounds how far aliases may multiply content.
 */
export const maxAliasCount = 100;

/**
 * Most values, keys, list items and flow punctuation one file may hold, as counted by the
 * structure scan. yaml parses about 150,000 of them a second here, so this keeps any file
 * decided within a second; it still holds 7,000 minimal services, or 1,300 real ones
 * (such a service counts about 75).
 */
export const maxYamlNodes = 100_000;

/** Most service items one service content file may hold, across all its documents. */
export const maxServices = 10_000;

/** Most keys one service item may have. */
export const maxFieldsPerService = 100;
