import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { formatProblem } from './problem';
import { isYamlFileName, readDocumentBlob, readDocumentBytes } from './read-document';
import { readDocumentFile } from './read-document-file';

const schemaLine = '# yaml-language-server: $schema=../../schemas/service-content.schema.json';
const unread = () => {
  throw new Error('read a file it should have refused');
};

describe('isYamlFileName', () => {
  it.each([['services.yaml'], ['services.yml'], ['SERVICES.YAML'], ['a.b.Yml']])(
    'accepts %s',
    (name) => expect(isYamlFileName(name)).toBe(true),
  );

  it.each([['services.json'], ['services.yaml.txt'], ['yaml'], ['services']])(
    'refuses %s',
    (name) => expect(isYamlFileName(name)).toBe(false),
  );
});

describe('readDocumentBytes', () => {
  it('refuses a file that is not named as YAML, or too large for its kind, before reading it', () => {
    expect(readDocumentBytes('a.json', 'page', 10, unread).problems.map(formatProblem)).toEqual([
      'a.json:1:1 not-yaml-file The file name does not end in .yaml or .yml.',
    ]);
    const large = 1024 * 1024 + 1;
    expect(readDocumentBytes('a.yaml', 'page', large, unread).problems.map(formatProblem)).toEqual([
      'a.yaml:1:1 file-too-large The file is larger than 1 MB. Split it into smaller files.',
    ]);
    const bytes = () => new TextEncoder().encode('services: []\n');
    expect(readDocumentBytes('a.yaml', 'service-content', large, bytes)).toMatchObject({
      text: 'services: []\n',
      problems: [],
    });
  });

  it('keeps what a code frame can show of a file that is not UTF-8', () => {
    const read = readDocumentBytes('a.yaml', 'page', 3, () => Uint8Array.from([0x61, 0xe9, 0x0a]));
    expect(read.text).toBeUndefined();
    expect(read.source).toBe('a\uFFFD\n');
    expect(read.problems.map(formatProblem)).toEqual([
      'a.yaml:1:2 not-utf8 The file is not valid UTF-8 text: these bytes are not a character.',
    ]);
  });
});

describe('readDocumentBlob', () => {
  it("judges an upload's size before reading its bytes", async () => {
    const huge = { size: 6 * 1024 * 1024, arrayBuffer: unread } as unknown as Blob;
    const read = await readDocumentBlob(huge, 'services.yaml', 'service-content');
    expect(read.problems.map((problem) => problem.message)).toEqual([
      'The file is larger than 5 MB. Split it into smaller files.',
    ]);
    const small = new Blob(['slug: a\n']);
    expect(await readDocumentBlob(small, 'a.yml', 'service-content')).toMatchObject({
      text: 'slug: a\n',
    });
  });
});

describe('readDocumentFile', () => {
  const dir = makeTempDir('read-document-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const twoMegabytes = `services: []\n# ${'x'.repeat(2 * 1024 * 1024)}\n`;

  it('takes the kind, and so the size limit, from the first lines and the name', () => {
    const seed = path.join(dir, 'seed.yaml');
    writeFileSync(seed, `${schemaLine}\n${twoMegabytes}`);
    expect(readDocumentFile(seed, 'seed.yaml')).toMatchObject({
      kind: 'service-content',
      problems: [],
    });
    const shaped = path.join(dir, 'exported.yaml');
    writeFileSync(shaped, twoMegabytes);
    expect(readDocumentFile(shaped, 'exported.yaml')).toMatchObject({
      kind: 'service-content',
      problems: [],
    });
    const page = path.join(dir, 'page.yaml');
    writeFileSync(page, `title: Big\n${twoMegabytes.replace('services: []\n', '')}`);
    const read = readDocumentFile(page, 'page.yaml');
    expect(read.kind).toBe('page');
    expect(read.source).toBeUndefined();
    expect(read.problems.map((problem) => problem.code)).toEqual(['file-too-large']);
    const site = path.join(dir, '_site.yaml');
    writeFileSync(site, 'brand: {}\n');
    expect(readDocumentFile(site, '_site.yaml').kind).toBe('site');
  });

  it('reads any file as the kind it is given', () => {
    const plain = path.join(dir, 'plain.yaml');
    writeFileSync(plain, twoMegabytes);
    expect(readDocumentFile(plain, 'plain.yaml', 'service-content').problems).toEqual([]);
  });

  it('reports a file it cannot read as a problem of that file', () => {
    const read = readDocumentFile(path.join(dir, 'missing.yaml'), 'missing.yaml');
    expect(read.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^missing\.yaml:1:1 unreadable-file Cannot read the file: ENOENT/),
    ]);
  });
});
