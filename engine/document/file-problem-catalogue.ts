import type { CatalogueEntry } from './catalogue-entry';

/**
 * Problems with a file as a whole, found while reading it, before its YAML is parsed:
 * its name, its bytes, and the limits of limits.ts. Each refuses the file.
 */
export const fileProblemCatalogue = {
  'not-yaml-file': {
    title: 'The file is not named as a YAML file.',
    fix: 'Give the file a name ending in .yaml or .yml, and check that it holds YAML.',
    example: { cause: 'sitectl import services.json, or a file chosen with "All files".' },
  },
  'unreadable-file': {
    title: 'The file cannot be read.',
    fix: 'Check the path, and that the file is a file you may read; the message gives the reason.',
    example: { cause: 'A path to a file that does not exist, or to a folder.' },
  },
  'file-too-large': {
    title: 'The file is larger than a file of its kind may be.',
    fix: 'Split the file: a page document may be at most 1 MB, a service content file 5 MB. Move large content, such as a picture pasted in as text, into files under public/.',
    example: {
      cause: 'A service content file of more than 5 MB, or a page document of more than 1 MB.',
    },
  },
  'not-utf8': {
    title: 'The file is not UTF-8 text.',
    fix: 'Save the file as UTF-8 (every editor offers it under "Save with encoding") and check the marked character.',
    example: {
      cause: 'A file saved as Windows-1252 or Latin-1 that holds an accented letter, such as café.',
    },
  },
  'control-character': {
    title: 'The file holds a control character.',
    fix: 'Remove the marked character: tab and line breaks are the only control characters a file may hold. They usually come from text pasted out of another program.',
    example: { cause: 'A NUL or escape character pasted into a value.' },
  },
  'too-deep': {
    title: 'Lists and mappings are nested too deeply.',
    fix: 'A file may nest lists and mappings 64 levels deep; no page or service needs more. Check for a run of [ or { that is never closed.',
    example: { cause: 'Thousands of [ in a row, as a hostile file may hold.' },
  },
  'too-many-aliases': {
    title: 'The file has too many anchors or aliases, or expands them too often.',
    fix: 'Write repeated values out instead of repeating an alias (*name): a file may hold 100 anchors, 100 aliases and 100 expansions of them.',
    example: {
      cause:
        'An alias of an alias of an alias, which expands to millions of values ("billion laughs").',
    },
  },
  'too-many-values': {
    title: 'The file holds too many keys, values and list items.',
    fix: 'Split the file: one file may hold 100,000 keys, values and list items.',
    example: { cause: 'A list of more than 100,000 items.' },
  },
  'too-many-documents': {
    title: 'The file holds more YAML documents (separated by ---) than a file of its kind may.',
    fix: 'A page document and pages/_site.yaml hold one document; a service content file at most 10,000. Move the others into files of their own.',
    example: {
      yaml: 'title: Example\nblocks: []\n---\ntitle: Another page\nblocks: []\n',
    },
  },
  'too-many-services': {
    title: 'The file holds more services than one file may.',
    fix: 'Split the file: one service content file may hold 10,000 services.',
    example: { cause: 'A service content file with a list of more than 10,000 services.' },
  },
} as const satisfies Record<string, CatalogueEntry>;
