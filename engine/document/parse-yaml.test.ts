import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxFileBytes } from './limits';
import { parseYaml, toData } from './parse-yaml';
import { formatProblem } from './problem';
import { validatePageText } from '../pages/validate-document';

const messages = (text: string) =>
  validatePageText(text, 'pages/test.yaml').problems.map(formatProblem);

describe('parseYaml', () => {
  afterEach(() => {
    delete process.env.LOG_TOKENS;
    vi.restoreAllMocks();
  });

  it('leaves process.env as it was, after a valid file and after a syntax error', () => {
    const env = process.env;
    parseYaml('title: A\nblocks: []\n', 'pages/a.yaml', 'page');
    parseYaml('title: "unclosed\n', 'pages/b.yaml', 'page');
    expect(process.env).toBe(env);
  });

  // The snapshot of yaml's debug switches must keep them working.
  it("still honours yaml's LOG_TOKENS switch", () => {
    process.env.LOG_TOKENS = '1';
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    parseYaml('title: A\n', 'pages/a.yaml', 'page');
    expect(log).toHaveBeenCalled();
  });

  it('counts bytes, not characters, against the size limit', () => {
    const limit = maxFileBytes.page;
    // Three bytes each: fewer characters than the limit, more bytes.
    const wide = `title: x\n# ${'漢'.repeat(Math.ceil(limit / 3))}\n`;
    expect(wide.length).toBeLessThan(limit);
    expect(parseYaml(wide, 'pages/wide.yaml', 'page').problems.map(formatProblem)).toEqual([
      'pages/wide.yaml:1:1 file-too-large The file is larger than 1 MB. Split it into smaller files.',
    ]);
    // Just under the limit in bytes, with more characters than a third of it.
    const fits = `title: x\n# ${'é'.repeat((limit - 20) / 2)}\n`;
    expect(new TextEncoder().encode(fits).length).toBeLessThanOrEqual(limit);
    expect(parseYaml(fits, 'pages/fits.yaml', 'page').problems).toEqual([]);
  });

  it('holds each kind to its own size: 1 MB for a page, 5 MB for service content', () => {
    const twoMegabytes = `services: []\n# ${'x'.repeat(2 * 1024 * 1024)}\n`;
    expect(parseYaml(twoMegabytes, 'a.yaml', 'page').problems.map((p) => p.code)).toEqual([
      'file-too-large',
    ]);
    expect(parseYaml(twoMegabytes, 'a.yaml', 'service-content').problems).toEqual([]);
    const overFive = `services: []\n# ${'x'.repeat(5 * 1024 * 1024)}\n`;
    expect(parseYaml(overFive, 'a.yaml', 'service-content').problems.map(formatProblem)).toEqual([
      'a.yaml:1:1 file-too-large The file is larger than 5 MB. Split it into smaller files.',
    ]);
  });

  it('holds a page and the site file to one document, service content to 10,000', () => {
    const two = 'title: A\nblocks: []\n---\ntitle: B\nblocks: []\n';
    expect(parseYaml(two, 'pages/two.yaml', 'page').problems.map(formatProblem)).toEqual([
      'pages/two.yaml:3:1 too-many-documents The YAML file has more than 1 document. Split it into smaller files.',
    ]);
    expect(parseYaml(two, 'pages/_site.yaml', 'site').problems[0]?.code).toBe('too-many-documents');
    expect(parseYaml(two, 'seed.yaml', 'service-content').parsed?.documents).toHaveLength(2);
  });

  it('refuses a raw control character in any kind of file, at its place', () => {
    for (const kind of ['page', 'site', 'service-content'] as const)
      expect(parseYaml('title: A\u0007\n', 'a.yaml', kind).problems.map(formatProblem)).toEqual([
        'a.yaml:1:9 control-character The file contains the control character U+0007.',
      ]);
  });

  it('resolves anchors and aliases, and points a problem at the alias', () => {
    const text = [
      'title: T',
      'blocks:',
      '  - &top { type: hero, title: Hi, id: top }',
      '  - *top',
      '',
    ].join('\n');
    const { parsed } = parseYaml(text, 'pages/alias.yaml', 'page');
    expect(toData(parsed!, 'pages/alias.yaml').data).toEqual([
      {
        title: 'T',
        blocks: [
          { type: 'hero', title: 'Hi', id: 'top' },
          { type: 'hero', title: 'Hi', id: 'top' },
        ],
      },
    ]);
    expect(messages(text)).toEqual([
      "pages/test.yaml:4:5 duplicate-id blocks[1]: the id 'top' is already used at blocks[0]",
    ]);
  });

  it('reports a duplicate key in a flow mapping where the second one is', () => {
    expect(messages('title: T\nblocks: []\nextra: {a: 1, a: 2}\n')).toEqual([
      'pages/test.yaml:3:15 yaml-duplicate-key Map keys must be unique',
    ]);
  });

  it('keeps positions right after a byte order mark, CRLF line ends and a block scalar', () => {
    const text =
      '\uFEFFtitle: T\r\nblocks:\r\n  - type: hero\r\n    title: |\r\n      multi\r\n      line\r\n    subtitel: x\r\n';
    expect(validatePageText(text, 'pages/test.yaml').problems).toMatchObject([
      { code: 'unknown-property', line: 7, column: 5, endLine: 7, endColumn: 12 },
    ]);
  });

  it('refuses nesting deeper than the parser can follow before it tries', () => {
    const deep = `title: T\nblocks: []\nx: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    expect(messages(deep)).toEqual([
      'pages/test.yaml:3:67 too-deep The YAML file is nested too deeply (more than 64 levels).',
    ]);
  });

  it.each([
    ['yaml-bad-indent', 'title: T\nblocks:\n  - type: hero\n    title: A\n  subtitle: B\n', '5:1'],
    ['yaml-block-as-implicit-key', 'title: T: the site\nblocks: []\n', '1:8'],
    ['yaml-tab-as-indent', 'title: T\nblocks:\n\t- type: hero\n', '3:1'],
    ['yaml-bad-dq-escape', 'title: "C:\\Shared"\nblocks: []\n', '1:11'],
  ])("gives yaml's %s a code of its own, at yaml's place", (code, text, place) => {
    const [first] = messages(text);
    expect(first).toMatch(new RegExp(`^pages/test\\.yaml:${place} ${code} `));
  });

  it('names the quote or bracket a file never closes where it opened, once', () => {
    expect(messages('title: T\nblocks: [\n  {type: hero, title: "Hi\n')).toEqual([
      'pages/test.yaml:3:23 unexpected-end The quote opened here is never closed.',
    ]);
    expect(messages('title: T\nblocks: [{type: hero, title: Hi}\n')).toEqual([
      'pages/test.yaml:2:9 unexpected-end The bracket opened here is never closed.',
    ]);
  });
});
