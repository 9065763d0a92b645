import type { ServiceContentInput } from '../service-content';

/** A problem tied to one item of the import, located so a person can find it. */
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

/** What `parseServicesYaml` found: the valid services plus everything it skipped or noticed. */
export interface ParseResult {
  services: ServiceContentInput[];
  errors: ImportIssue[];
  warnings: ImportIssue[];
  fatal?: ImportFatal;
}

/** Options for `parseServicesYaml`. */
export interface ParseServicesYamlOptions {
  /** Name of the uploaded file; when given it must end in .yaml or .yml. */
  fileName?: string;
}
