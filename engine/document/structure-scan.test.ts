import { describe, expect, it } from 'vitest';
import { LineCounter, stringify } from 'yaml';
import { parseWithinLimits, type StructureLimit } from './structure-scan';

// The limit the text breaks, or null when it parses.
function scanStructure(text: string): StructureLimit | null {
  const parsed = parseWithinLimits(text, {}, new LineCounter(), 'service-content');
  return Array.isArray(parsed) ? null : parsed.limit;
}

const flowNest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const blockNest = (depth: number) =>
  Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}k${level}:`).join('\n') + ' v';

describe('scanStructure', () => {
  it('passes ordinary service files', () => {
    expect(
      scanStructure(
        'services:\n  - slug: a\n    pains:\n      - x\n    brands: [a, b]\n  - slug: b\n',
      ),
    ).toBeNull();
  });

  it.each([
    ['flow sequences', flowNest],
    ['block mappings', blockNest],
    ['compact sequences', (depth: number) => `${'- '.repeat(depth)}x`],
    ['flow mappings', (depth: number) => `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`],
  ])('allows 64 levels of %s and refuses 65', (_label, nest) => {
    expect(scanStructure(nest(64))).toBeNull();
    expect(scanStructure(nest(65))).toBe('depth');
  });

  it('adds flow levels to the block levels they sit in', () => {
    const text = `a:\n  b:\n    c: ${flowNest(62)}\n`;
    expect(scanStructure(text)).toBe('depth');
    expect(scanStructure(`a:\n  b:\n    c: ${flowNest(61)}\n`)).toBeNull();
  });

  it('counts a sequence at the same indentation as its key as one level deeper', () => {
    let value: unknown = 'x';
    for (let pair = 0; pair < 32; pair += 1) value = { k: [value] };
    const text = stringify(value, { indentSeq: false });
    expect(text.startsWith('k:\n- k:\n  - k:\n')).toBe(true);
    expect(scanStructure(text)).toBeNull();
    expect(scanStructure(stringify([value], { indentSeq: false }))).toBe('depth');
  });

  it('closes a same-indentation sequence at the next key of its mapping', () => {
    expect(scanStructure(`a:\n- x\nb: ${flowNest(63)}\n`)).toBeNull();
    expect(scanStructure(`a:\n- x\nb: ${flowNest(64)}\n`)).toBe('depth');
  });

  it('does not count brackets inside quotes, comments, block scalars or plain text', () => {
    const brackets = '['.repeat(100);
    const text = [
      `a: "${brackets}"`,
      `b: '${brackets}'`,
      `c: text ${brackets}`,
      `# ${brackets}`,
      'd: |',
      `  ${brackets}`,
      `  ${brackets}`,
      'e: >-',
      `    ${brackets}`,
      `f: it's ${brackets}`,
    ].join('\n');
    expect(scanStructure(text)).toBeNull();
  });

  it('ends a block scalar where the indentation ends it', () => {
    expect(scanStructure(`- key: |\n    text\n  other: ${'['.repeat(100)}\n`)).toBe('depth');
  });

  it('starts over at each document', () => {
    const doc = `${flowNest(40)}\n`;
    expect(scanStructure(`${doc}---\n${doc}---\n${doc}`)).toBeNull();
  });

  it('resets flow depth when yaml abandons an unclosed flow collection', () => {
    expect(scanStructure(`${'['.repeat(40)}\n---\n${'['.repeat(40)}\n`)).toBeNull();
  });

  it('counts aliases and anchors separately, up to 100 each', () => {
    const anchors = (count: number) =>
      Array.from({ length: count }, (_, index) => `- &a${index} x\n`).join('');
    const aliases = (count: number) => '- *a0\n'.repeat(count);
    expect(scanStructure(anchors(100) + aliases(100))).toBeNull();
    expect(scanStructure(anchors(101))).toBe('aliases');
    expect(scanStructure(anchors(1) + aliases(101))).toBe('aliases');
  });

  it('counts services in top-level lists, services and content lists, and single documents', () => {
    expect(scanStructure('- {}\n'.repeat(10_000))).toBeNull();
    expect(scanStructure('- {}\n'.repeat(10_001))).toBe('services');
    expect(scanStructure(`[${'{},'.repeat(10_000)}{}]`)).toBe('services');
    expect(scanStructure(`services:\n${'  - {}\n'.repeat(10_001)}`)).toBe('services');
    expect(scanStructure(`"content": [${'{},'.repeat(10_000)}{}]`)).toBe('services');
    const singles = '---\nslug: a\n'.repeat(2);
    expect(scanStructure(`${'- {}\n'.repeat(9_998)}${singles}`)).toBeNull();
    expect(scanStructure(`${'- {}\n'.repeat(9_999)}${singles}`)).toBe('services');
  });

  it('does not count list items nested inside services as services', () => {
    expect(scanStructure(`pains:\n${'  - p\n'.repeat(10_001)}`)).toBeNull();
    expect(scanStructure(`other:\n${'  - {}\n'.repeat(10_001)}`)).toBeNull();
    expect(scanStructure(`- pains:\n${'    - p\n'.repeat(10_001)}`)).toBeNull();
  });

  it('counts documents, empty ones included, up to 10,000', () => {
    expect(scanStructure('---\n'.repeat(10_000))).toBeNull();
    expect(scanStructure('---\n'.repeat(10_001))).toBe('documents');
  });

  it('counts values, keys and list items up to 100,000', () => {
    expect(scanStructure(`pains: [${'x,'.repeat(49_997)}x]`)).toBeNull();
    expect(scanStructure(`pains: [${'x,'.repeat(49_998)}x]`)).toBe('nodes');
  });
});
