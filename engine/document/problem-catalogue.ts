import type { ErrorCode } from 'yaml';
import type { ErrorEntry } from '../errors/error-entry';
import checking from './problems/checking.json';
import importing from './problems/importing.json';
import locales from './problems/locales.json';
import parsing from './problems/parsing.json';
import reading from './problems/reading.json';

/** A document problem: its message is written from what was found, so it has none. */
type DocumentProblemEntry = Omit<ErrorEntry, 'messages' | 'example'> & {
  example: { yaml: string } | { cause: string };
};

/*
 * The error catalogue: every problem a page document, the site file or a service content
 * file can have, whoever reads it, by its permanent code, with a short title, a hint (the
 * usual fix), and an example page that has the problem or, where none fits on a page, what
 * causes it (docs/errors.md shows what `sitectl validate` prints for each). It is data, one
 * JSON file per stage a file goes through: reading, parsing, checking, importing.
 */

// yaml's code in kebab case: BAD_INDENT is yaml-bad-indent.
type Kebab<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}-${Kebab<Tail>}`
  : Lowercase<S>;
type YamlProblemCode = `yaml-${Kebab<ErrorCode>}`;

// Every code of the yaml parser has its entry, and every entry has the catalogue's shape.
const parsingProblems: Record<YamlProblemCode | 'unexpected-end', DocumentProblemEntry> = parsing;
const stages = [
  { stage: 'Reading the file, within the limits of its kind', catalogue: reading },
  { stage: "Parsing its YAML: one code for each of the parser's own", catalogue: parsing },
  { stage: 'Checking what it says', catalogue: checking },
  { stage: 'Comparing the locales', catalogue: locales },
  { stage: 'Importing services', catalogue: importing },
] satisfies { stage: string; catalogue: Record<string, DocumentProblemEntry> }[];

export const problemCatalogue = {
  ...reading,
  ...parsingProblems,
  ...checking,
  ...locales,
  ...importing,
};

export type ProblemCode =
  | keyof typeof reading
  | YamlProblemCode
  | 'unexpected-end'
  | keyof typeof checking
  | keyof typeof locales
  | keyof typeof importing;

/** The catalogue in the stages a file goes through, for docs/errors.md. */
export const problemStages: readonly { stage: string; codes: readonly ProblemCode[] }[] =
  stages.map(({ stage, catalogue }) => ({ stage, codes: Object.keys(catalogue) as ProblemCode[] }));

/** The code of one of yaml's own error codes: yaml- and the code in kebab case. */
export function yamlProblemCode(code: ErrorCode): YamlProblemCode {
  return `yaml-${code.toLowerCase().replaceAll('_', '-')}` as YamlProblemCode;
}
