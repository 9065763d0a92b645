import type { Problem, ProblemCode, Span } from '../../document/problem';
import type { ServiceContentInput } from '../service-content';

/** Which item of a service content file a problem is about. */
export interface ItemRef {
  /** 1-based position of the YAML document in the file ("document 2"). */
  document: number;
  /** 1-based position of the item within its document ("item 3"). */
  index: number;
  /** The item's slug, when it has one. */
  slug?: string;
  /** 1-based line the item starts on. */
  line?: number;
}

/** One thing wrong with an item, and the field or key it is about. */
export interface ItemFinding {
  code: ProblemCode;
  message: string;
  /** The record field, such as `pains`. */
  field?: string;
  /** Where in the record, when deeper than its field: `['translations', 'ar', 'name']`. */
  at?: readonly (string | number)[];
  /** The key of the item as written, such as `metaTitle`. */
  key?: string;
  /** Text inside the value to point at, such as the one character it may not hold. */
  excerpt?: string;
}

/** A problem an import found: one of the file's, or, with `item`, one of an item's. */
export interface ImportProblem extends Problem {
  item?: ItemRef;
}

/** A valid service of a file, and where it is. */
export interface ImportedService {
  record: ServiceContentInput;
  /** The file it is in, as problems name it. */
  file: string;
  item: ItemRef;
  /** Where its slug is, in the file and in the data of its document. */
  slugPlace: { at: Span; path: string };
}

/** What an import read from a file: its valid services, one per slug, and every problem. */
export interface ServiceImport {
  services: ImportedService[];
  problems: ImportProblem[];
}

/** A problem tied to one item of the import, as the admin's upload lists it. */
export interface ImportIssue {
  /** 1-based position of the YAML document in the file ("document 2"). */
  document: number;
  /** 1-based position of the item within its document ("item 3"). */
  index: number;
  /** The item's slug, when it has one. */
  slug?: string;
  /** 1-based line of the item in the file. */
  line?: number;
  message: string;
}

/** A failure that stops the whole import, phrased for the admin toast. */
export interface ImportFatal {
  title: string;
  message: string;
  /** 1-based line and column the message names, when it names a place in the file. */
  line?: number;
  column?: number;
}

/** An upload as the admin shows it: the valid services plus everything it skipped or noticed. */
export interface ParseResult {
  services: ServiceContentInput[];
  errors: ImportIssue[];
  warnings: ImportIssue[];
  fatal?: ImportFatal;
}
