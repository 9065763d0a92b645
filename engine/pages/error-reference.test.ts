import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleOutput } from './error-reference';
import { problemCatalogue, type ProblemCode } from '../document/problem-catalogue';

const codes = Object.keys(problemCatalogue) as ProblemCode[];
const reference = readFileSync(path.resolve(import.meta.dirname, '../../docs/errors.md'), 'utf8');

describe('the error catalogue', () => {
  it.each(codes)('docs/errors.md explains %s with its title and hint', (code) => {
    const { title, hint } = problemCatalogue[code];
    expect(reference).toContain(`\n## ${code}\n\n**${title}**\n\nHint: ${hint}\n`);
  });

  it.each(codes.filter((code) => 'yaml' in problemCatalogue[code].example))(
    'the example of %s has that problem, shown with a frame and a hint',
    (code) => {
      const output = exampleOutput(code);
      expect(output).toMatch(new RegExp(`^pages/example\\.yaml:\\d+:\\d+ ${code} `));
      expect(output).toMatch(/\n {2}\s*\d+ \| .*\n {4,}\| +\^+\n {2}hint: \S/);
    },
  );
});
