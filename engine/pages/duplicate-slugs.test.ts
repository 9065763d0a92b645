import { describe, expect, it } from 'vitest';
import { duplicateSlugs, type ServiceContentSource } from './duplicate-slugs';
import { formatProblem } from '../document/problem';
import { validateServiceContentText } from './validate-document';

function source(file: string, ...slugs: string[]): ServiceContentSource {
  const text = [
    'services:',
    ...slugs.map((slug) => `  - { slug: ${slug}, name: Name of ${slug}, h1: Heading }`),
    '',
  ].join('\n');
  const { data, problems } = validateServiceContentText(text, file);
  expect(problems).toEqual([]);
  return { file, text, data: data! };
}

describe('duplicateSlugs', () => {
  it('finds nothing when every slug is used once', () => {
    expect(duplicateSlugs([source('a.yaml', 'one', 'two'), source('b.yaml', 'three')])).toEqual([]);
  });

  it('points at each later use of a slug and names the first, in one file and across files', () => {
    const problems = duplicateSlugs([
      source('a.yaml', 'one', 'two', 'one'),
      source('b.yaml', 'three', 'two'),
    ]);
    expect(problems.map(formatProblem)).toEqual([
      "a.yaml:4:13 duplicate-slug services[2].slug: the slug 'one' is already used at a.yaml:2:13",
      "b.yaml:3:13 duplicate-slug services[1].slug: the slug 'two' is already used at a.yaml:3:13",
    ]);
    expect(problems[0]).toMatchObject({ endLine: 4, endColumn: 15 });
  });
});
