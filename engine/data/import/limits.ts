/** Largest accepted import file, measured in UTF-8 bytes. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Deepest accepted nesting of collections (the outermost collection is level 1). */
export const MAX_NESTING_DEPTH = 64;

/**
 * Most aliases (and, separately, anchors) one file may hold; also yaml's `maxAliasCount`, which
 * bounds how far aliases may multiply content.
 */
export const MAX_ALIAS_COUNT = 100;

/**
 * Most values, keys, list items and flow punctuation one file may hold, as counted by the
 * structure scan. yaml parses about 150,000 of them a second here, so this keeps any file
 * decided within a second; it still holds 7,000 minimal services, or 1,300 real ones
 * (such a service counts about 75).
 */
export const MAX_YAML_NODES = 100_000;

/** Most service items accepted in one import, across all documents. */
export const MAX_SERVICES = 10_000;

/** Most keys one service item may have. */
export const MAX_FIELDS_PER_SERVICE = 100;
