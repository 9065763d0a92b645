import { formatDiagnostic } from '../document/diagnostic';
import { problemCatalogue, problemStages, type ProblemCode } from '../document/problem-catalogue';
import { errorSection } from '../errors/error-section';
import { validatePageText } from './validate-document';

const exampleFile = 'pages/example.yaml';
/** The site the examples are checked against: a home page, a contact page, service pages. */
const exampleLinks = {
  routes: new Set(['/', '/contact', '/services']),
  patterns: ['/services/:slug'],
};

/** What `sitectl validate` prints for a catalogue example: its problems with this code. */
export function exampleOutput(code: ProblemCode): string | undefined {
  const example = problemCatalogue[code].example;
  if (!('yaml' in example)) return undefined;
  const found = validatePageText(example.yaml, exampleFile, { links: exampleLinks }).problems;
  const own = found.filter((problem) => problem.code === code);
  return own.map((problem) => formatDiagnostic(problem, example.yaml)).join('\n\n') || undefined;
}

function entry(code: ProblemCode): string {
  const { example } = problemCatalogue[code];
  const shown =
    'yaml' in example
      ? [
          `For example, \`${exampleFile}\`:`,
          '',
          '```yaml',
          example.yaml.trimEnd(),
          '```',
          '',
          '`sitectl validate` prints:',
          '',
          '```text',
          exampleOutput(code) ?? '',
          '```',
        ]
      : [`For example: ${example.cause}`];
  return errorSection({ code, entry: problemCatalogue[code], example: shown });
}

/** `docs/errors.md`'s first part: every problem code with its title, hint and example. */
export function errorReference(): string {
  const index = problemStages.flatMap(({ stage, codes }) => [
    `${stage}:`,
    '',
    ...codes.map((code) => `- [${code}](#${code}): ${problemCatalogue[code].title}`),
    '',
  ]);
  return [
    '# Problems in page documents and service content files',
    '',
    '<!-- Generated from engine/document/problems/*.json by `npm run schemas`; do not edit. -->',
    '',
    'Every YAML file of the site is read, limited, parsed and checked in one place',
    '(`engine/document/`), whoever reads it: `sitectl validate`, the build and the dev server',
    'for page documents and `pages/_site.yaml`; `sitectl validate`, `sitectl import`, the seed',
    "(`supabase/seed/`) and the staff dashboard's YAML upload for service content files.",
    'Each problem has a permanent code and comes with its file, line and column, what is',
    'wrong, the lines around it with the place marked, and a hint. `sitectl import --json`',
    'gives the code of each problem it reports. Every code is listed here.',
    '',
    'The three catalogues here (these problems, the errors of the site server and the',
    "refusals of the database's `submit_lead`) describe each code the same way: its title, a",
    'hint, the messages it answers with where they are fixed words, and an example.',
    '',
    ...index,
    ...problemStages.flatMap(({ codes }) => codes.map(entry)),
  ].join('\n');
}
