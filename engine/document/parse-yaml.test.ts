import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxDocumentBytes, parseYaml, toData } from './parse-yaml';
import { formatProblem } from './problem';
import { validatePageText } from './validate-document';

const messages = (text: string) =>
  validatePageText(text, 'pages/test.yaml').problems.map(formatProblem);

describe('parseYaml', () => {
  afterEach(() => {
    delete process.env.LOG_TOKENS;
    vi.restoreAllMocks();
  });

  it('leaves process.env as it was, after a valid file and after a syntax error', () => {
    const env = process.env;
    parseYaml('title: A\nblocks: []\n', 'pages/a.yaml');
    parseYaml('title: "unclosed\n', 'pages/b.yaml');
    expect(process.env).toBe(env);
  });

  // The snapshot of yaml's debug switches must keep them working.
  it("still honours yaml's LOG_TOKENS switch", () => {
    process.env.LOG_TOKENS = '1';
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    parseYaml('title: A\n', 'pages/a.yaml');
    expect(log).toHaveBeenCalled();
  });

  it('counts bytes, not characters, against the size limit', () => {
    // Three bytes each: fewer characters than the limit, more bytes.
    const wide = `title: x\n# ${'漢'.repeat(Math.ceil(maxDocumentBytes / 3))}\n`;
    expect(wide.length).toBeLessThan(maxDocumentBytes);
    const bytes = new TextEncoder().encode(wide).length;
    expect(parseYaml(wide, 'pages/wide.yaml').problems.map(formatProblem)).toEqual([
      `pages/wide.yaml:1:1 file-too-large file is ${bytes} bytes; a page document may be at most ${maxDocumentBytes} bytes`,
    ]);
    // Just under the limit in bytes, with more characters than a third of it.
    const fits = `title: x\n# ${'é'.repeat((maxDocumentBytes - 20) / 2)}\n`;
    expect(new TextEncoder().encode(fits).length).toBeLessThanOrEqual(maxDocumentBytes);
    expect(parseYaml(fits, 'pages/fits.yaml').problems).toEqual([]);
  });

  it('resolves anchors and aliases, and points a problem at the alias', () => {
    const text = [
      'title: T',
      'blocks:',
      '  - &top { type: hero, title: Hi, id: top }',
      '  - *top',
      '',
    ].join('\n');
    const { parsed } = parseYaml(text, 'pages/alias.yaml');
    expect(toData(parsed!, 'pages/alias.yaml').data).toEqual({
      title: 'T',
      blocks: [
        { type: 'hero', title: 'Hi', id: 'top' },
        { type: 'hero', title: 'Hi', id: 'top' },
      ],
    });
    expect(messages(text)).toEqual([
      "pages/test.yaml:4:5 duplicate-id blocks[1]: the id 'top' is already used at blocks[0]",
    ]);
  });

  it('reports a duplicate key in a flow mapping where the second one is', () => {
    expect(messages('title: T\nblocks: []\nextra: {a: 1, a: 2}\n')).toEqual([
      'pages/test.yaml:3:15 yaml-syntax Map keys must be unique',
    ]);
  });

  it('keeps positions right after a byte order mark, CRLF line ends and a block scalar', () => {
    const text =
      '\uFEFFtitle: T\r\nblocks:\r\n  - type: hero\r\n    title: |\r\n      multi\r\n      line\r\n    subtitel: x\r\n';
    expect(validatePageText(text, 'pages/test.yaml').problems).toMatchObject([
      { code: 'unknown-property', line: 7, column: 5, endLine: 7, endColumn: 12 },
    ]);
  });

  it('refuses nesting deeper than the parser can follow with a clear error', () => {
    const deep = `title: T\nblocks: []\nx: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    const [first] = messages(deep);
    expect(first).toMatch(/^pages\/test\.yaml:3:\d+ yaml-syntax /);
  });
});
