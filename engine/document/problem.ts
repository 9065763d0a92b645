import { problemCatalogue, type ProblemCode } from './problem-catalogue';

export type { ProblemCode };

/** Where a problem is: 1-based line and column of its first and last character. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** One thing wrong with a document, with where it is and what to do about it. */
export interface Problem extends Span {
  code: ProblemCode;
  level: 'error' | 'warning';
  file: string;
  /** Where in the document, such as `blocks[2].items[0]`; empty for the whole file. */
  path: string;
  message: string;
  /** What to do about it, in the author's terms. */
  hint: string;
}

/** The start of a file, for problems that concern the whole of it. */
export const fileStart: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/**
 * Makes a problem: the one way to build one. Without `at` it points at the start of
 * the file; without `hint` it carries the catalogue's fix for its code.
 */
export function problem(fields: {
  code: ProblemCode;
  file: string;
  message: string;
  at?: Span;
  path?: string;
  hint?: string;
  level?: Problem['level'];
}): Problem {
  const at = fields.at ?? fileStart;
  return {
    code: fields.code,
    level: fields.level ?? 'error',
    file: fields.file,
    line: at.line,
    column: at.column,
    endLine: at.endLine,
    endColumn: at.endColumn,
    path: fields.path ?? '',
    message: fields.message,
    hint: fields.hint ?? problemCatalogue[fields.code].hint,
  };
}

/** `pages/index.yaml:12:5 missing-property blocks[2].items[0]: must have required property 'title'` */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column} ${problem.code}`;
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
