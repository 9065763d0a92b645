import { formatDiagnostic } from './diagnostic';
import { problemCatalogue, type ProblemCode } from './problem-catalogue';
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
  const { title, fix, example } = problemCatalogue[code];
  const parts = [`## ${code}`, '', `**${title}**`, '', `Fix: ${fix}`, ''];
  if ('yaml' in example) {
    parts.push(
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
      '',
    );
  } else parts.push(`For example: ${example.cause}`, '');
  return parts.join('\n');
}

/** `docs/errors.md`: every problem code with its title, the fix, and an example. */
export function errorReference(): string {
  const codes = Object.keys(problemCatalogue) as ProblemCode[];
  return [
    '# Problems in page documents and service content files',
    '',
    '<!-- Generated from engine/document/problem-catalogue.ts by `npm run schemas`; do not edit. -->',
    '',
    '`sitectl validate` (and the build, and the dev server) reports each problem of a page',
    'document with its file, line and column, a permanent code, what is wrong, the lines',
    'around it with the place marked, and a hint. It reports the problems of service content',
    'files (`sitectl validate supabase/seed`, checked against `schemas/service-content.schema.json`)',
    'the same way. Every code is listed here.',
    '',
    ...codes.map((code) => `- [${code}](#${code}): ${problemCatalogue[code].title}`),
    '',
    ...codes.map(entry),
  ].join('\n');
}
