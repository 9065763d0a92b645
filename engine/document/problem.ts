/** Stable codes of every problem a page document can have (the error catalogue). */
export const problemCodes = {
  'file-too-large': 'The file is larger than a page document may be.',
  'yaml-syntax': 'The file is not valid YAML.',
  'not-a-page': 'The file must hold one YAML mapping.',
  schema: 'A value does not match the page schema.',
  'unknown-block': 'A block names a type that is not registered.',
  'duplicate-id': 'Two elements on one page share an id.',
  'unknown-dialog': 'An `open` action names a dialog that is not on the page.',
  'unknown-anchor': 'A `scrollTo` action names an id that is not on the page.',
  'broken-link': 'A `to` link leads to no page of the site.',
} as const;

export type ProblemCode = keyof typeof problemCodes;

/** One thing wrong with a document, with where it is. */
export interface Problem {
  code: ProblemCode;
  level: 'error' | 'warning';
  file: string;
  /** 1-based line and column of the offending node, when known. */
  line: number;
  column: number;
  /** Where in the document, such as `blocks[2].items[0]`; empty for the whole file. */
  path: string;
  message: string;
}

/** `pages/index.yaml:12:5 blocks[2].items[0]: must have required property 'title'` */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.path
    ? `${where} ${problem.path}: ${problem.message}`
    : `${where} ${problem.message}`;
}

/** Turns JSON-pointer segments into the dotted form authors read: `blocks[2].items[0]`. */
export function formatPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}
