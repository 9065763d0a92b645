import { describe, expect, it } from 'vitest';
import { parseServicesYaml } from './parse-services-yaml';

// Every file up to the 5 MB cap is accepted or refused within a second, without a stack
// overflow; the files here are the largest or most costly of their kind. The time is the
// process's CPU time, so other work on a busy machine does not count against the parser.
const ONE_SECOND = 1_000;
const service = '- slug: a\n  name: A\n  h1: A\n';
const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('');

function timed(text: string) {
  const started = process.cpuUsage();
  const result = parseServicesYaml(text);
  const { user, system } = process.cpuUsage(started);
  return { result, milliseconds: (user + system) / 1_000 };
}

const TOO_MANY_VALUES =
  'The YAML file has too many values (more than 100,000 keys, values and list items). Split it into smaller files.';

describe('parseServicesYaml: every file decided within a second', () => {
  it.each([
    ['a pains list of 125,000 items', `${service}  pains:\n${'    - x\n'.repeat(125_000)}`],
    ['a flow pains list of 125,000 items', `${service}  pains: [${'x,'.repeat(124_999)}x]\n`],
    ['a map of 240,000 keys', `${service}  extra:\n${lines(240_000, (i) => `    k${i}: v\n`)}`],
    ['10,000 documents of one service each', '---\n- {slug: s, name: n, h1: h}\n'.repeat(10_000)],
  ])('refuses %s as too many values', (_label, text) => {
    const { result, milliseconds } = timed(text);
    expect(result.fatal?.message).toBe(TOO_MANY_VALUES);
    expect(milliseconds, `${milliseconds} ms`).toBeLessThan(ONE_SECOND);
  });

  it.each([
    [
      'a pains list just inside the value budget',
      `${service}  pains:\n${'    - x\n'.repeat(49_900)}`,
    ],
    [
      'a map just inside the value budget',
      `${service}  extra:\n${lines(33_300, (i) => `    k${i}: v\n`)}`,
    ],
    ['7,000 services', '- {slug: s, name: n, h1: h}\n'.repeat(7_000)],
    ['a 4.9 MB quoted string', `${service}  intro: "${'a'.repeat(4_900_000)}"\n`],
    [
      'a 4.9 MB block scalar',
      `${service}  intro: |\n${`    ${'word '.repeat(15)}\n`.repeat(60_000)}`,
    ],
  ])('decides %s', (_label, text) => {
    const { result, milliseconds } = timed(text);
    expect(result.services.length + result.errors.length).toBeGreaterThan(0);
    expect(result.fatal?.message ?? '').not.toMatch(/stack|recursion/i);
    expect(milliseconds, `${milliseconds} ms`).toBeLessThan(ONE_SECOND);
  });
});
