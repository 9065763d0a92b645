import { describe, expect, it } from 'vitest';
import { uploadedServices } from '../../../tests/fixtures/uploaded-services';

const MB5 = 5 * 1024 * 1024;
const failed = (message: string) => ({
  services: [],
  errors: [],
  warnings: [],
  fatal: { title: 'YAML Import Failed', message },
});
const TOO_DEEP = failed('The YAML file is nested too deeply (more than 64 levels).');
const TOO_MANY_ALIASES = failed(
  'The YAML file has too many aliases (more than 100 anchors, aliases or alias expansions).',
);

const TOO_MANY_VALUES = failed(
  'The YAML file has too many values (more than 100,000 keys, values and list items). Split it into smaller files.',
);

function billionLaughs(): string {
  const names = 'abcdefghi';
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < names.length; level += 1) {
    const previous = `*${names[level - 1]}`;
    lines.push(`${names[level]}: &${names[level]} [${Array(9).fill(previous).join(',')}]`);
  }
  return `${lines.join('\n')}\nservices: *i\n`;
}

describe('importServices, as the upload shows it: hostile input', () => {
  it('refuses text of 5 MB + 1 byte before parsing', () => {
    expect(uploadedServices(`${'#'.repeat(MB5)}[`)).toEqual(
      failed('The file is larger than 5 MB. Split it into smaller files.'),
    );
  });

  it('measures the size in UTF-8 bytes, not characters', () => {
    const twoByteCharacters = 'é'.repeat(MB5 / 2);
    expect(uploadedServices(`#${twoByteCharacters}`).fatal?.message).toBe(
      'The file is larger than 5 MB. Split it into smaller files.',
    );
  });

  it('accepts exactly 5 MB', () => {
    const line = '- {slug: a, name: A, h1: A}\n';
    const text = line + '#'.repeat(MB5 - line.length);
    expect(uploadedServices(text).services.map((entry) => entry.slug)).toEqual(['a']);
  });

  it('refuses a billion-laughs alias bomb', () => {
    expect(uploadedServices(billionLaughs())).toEqual(TOO_MANY_ALIASES);
  });

  it('refuses an alias expanded more than 100 times', () => {
    const text = `- &s {slug: a, name: A, h1: A}\n${'- *s\n'.repeat(101)}`;
    expect(uploadedServices(text)).toEqual(TOO_MANY_ALIASES);
  });

  it('refuses more than 100 aliases, which yaml resolves in quadratic time', () => {
    const pairs = Array.from({ length: 101 }, (_, index) => `- &a${index} x\n- *a${index}\n`);
    expect(uploadedServices(pairs.join(''))).toEqual(TOO_MANY_ALIASES);
  });

  it('refuses more than 100 anchors', () => {
    const anchors = Array.from({ length: 101 }, (_, index) => `- &a${index} x\n`);
    expect(uploadedServices(anchors.join(''))).toEqual(TOO_MANY_ALIASES);
  });

  it('refuses 10,000 levels of [ before the recursive parser sees them', () => {
    expect(uploadedServices('['.repeat(10_000))).toEqual(TOO_DEEP);
    expect(uploadedServices(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toEqual(TOO_DEEP);
  });

  it('refuses 5 MB of [ and of nested flow mappings', () => {
    expect(uploadedServices('['.repeat(MB5))).toEqual(TOO_DEEP);
    expect(uploadedServices('{a: '.repeat(MB5 / 4))).toEqual(TOO_DEEP);
  });

  it('refuses deep block nesting, by indentation or on one line', () => {
    const indented = Array.from({ length: 2_000 }, (_, level) => `${' '.repeat(level)}k:`);
    expect(uploadedServices(indented.join('\n'))).toEqual(TOO_DEEP);
    expect(uploadedServices(`${'- '.repeat(100_000)}x`)).toEqual(TOO_DEEP);
  });

  it('refuses depth 65 and accepts depth 64', () => {
    const nested = (depth: number) =>
      `- {slug: a, name: A, h1: A, pains: ${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}\n`;
    expect(uploadedServices(nested(65))).toEqual(TOO_DEEP);
    expect(uploadedServices(nested(64)).errors.map((error) => error.message)).toEqual([
      'Field "pains" must be a list of text items or a comma-separated string.',
    ]);
  });

  it('refuses more than 10,000 services', () => {
    const text = '- s\n'.repeat(10_001);
    expect(uploadedServices(text)).toEqual(
      failed('The YAML file has more than 10,000 services. Split it into smaller files.'),
    );
  });

  it('refuses more than 10,000 services in a services list', () => {
    const text = `services:\n${'  - {}\n'.repeat(10_001)}`;
    expect(uploadedServices(text).fatal?.message).toBe(
      'The YAML file has more than 10,000 services. Split it into smaller files.',
    );
  });

  it('refuses more than 10,000 documents, empty ones included', () => {
    expect(uploadedServices('---\n'.repeat(10_001))).toEqual(
      failed('The YAML file has more than 10,000 documents. Split it into smaller files.'),
    );
  });

  it('refuses more than 100,000 values in one service', () => {
    const text = `slug: a\nname: A\nh1: A\npains: [${'x,'.repeat(50_000)}x]\n`;
    expect(uploadedServices(text)).toEqual(TOO_MANY_VALUES);
  });

  it('checks repeated keys in linear time', () => {
    const keys = Array.from({ length: 30_000 }, (_, index) => `k${index}: v\n`).join('');
    expect(uploadedServices(`${keys}k0: again\n`)).toEqual({
      ...failed('Map keys must be unique at line 30001, column 1'),
      fatal: {
        ...failed('').fatal,
        message: 'Map keys must be unique at line 30001, column 1',
        line: 30_001,
        column: 1,
      },
    });
  });

  it('does not let __proto__ or constructor keys pollute anything', () => {
    const result = uploadedServices(
      [
        '- slug: a',
        '  name: A',
        '  h1: A',
        '  __proto__: {polluted: yes, hero: injected, slug: evil}',
        '  constructor: {prototype: {polluted: yes}}',
        '- __proto__: {slug: b, name: B, h1: B}',
      ].join('\n'),
    );
    expect(result.services).toHaveLength(1);
    const [imported] = result.services;
    expect(Object.getPrototypeOf(imported)).toBe(Object.prototype);
    expect(Object.keys(imported ?? {})).toEqual([
      'slug',
      'parent',
      'name',
      'meta_title',
      'meta_description',
      'h1',
      'hero',
      'intro',
      'pains',
      'solutions',
      'cta_label',
      'video_id',
      'image_alt',
      'image_url',
      'brands',
    ]);
    expect(imported?.slug).toBe('a');
    expect(imported?.hero).toBeNull();
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'Unknown key "__proto__" ignored.',
      'Unknown key "constructor" ignored.',
      'Unknown key "__proto__" ignored.',
    ]);
    expect(result.errors.map((error) => error.message)).toEqual([
      'Service is missing required field(s): slug, name, h1',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('does not treat a __proto__ wrapper as a services list', () => {
    expect(uploadedServices('__proto__:\n  - {slug: a, name: A, h1: A}\n').fatal?.message).toBe(
      'YAML structure not recognized. Expected an array or object with services.',
    );
  });

  it('does not switch to YAML 1.1 merge keys or typed tags through a directive', () => {
    const result = uploadedServices(
      '%YAML 1.1\n---\n- <<: {slug: merged, name: M, h1: M}\n  slug: a\n  name: A\n  h1: A\n  hero: !!timestamp 2024-01-01\n',
    );
    expect(result.services.map((entry) => [entry.slug, entry.hero])).toEqual([['a', '2024-01-01']]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'Unknown key "<<" ignored.',
    ]);
  });
});
