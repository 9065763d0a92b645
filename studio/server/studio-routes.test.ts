import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/schema/project-root';
import { validateFiles } from '../../engine/pages/validate-files';
import { makeTempDir } from '../../tests/tools/temp-dir';
import type { CheckAnswer, PageFileText } from '../shared/studio-api';
import { buildStudio } from './studio-server';

let tempDir: string;
let pagesDir: string;
let app: Awaited<ReturnType<typeof buildStudio>>['app'];

beforeAll(async () => {
  tempDir = makeTempDir('studio-api-');
  pagesDir = path.join(tempDir, 'pages');
  cpSync(path.join(projectRoot, 'pages'), pagesDir, { recursive: true });
  symlinkSync(path.join(projectRoot, 'media'), path.join(tempDir, 'media'));
  ({ app } = await buildStudio({ pagesDir, client: false }));
});

afterAll(async () => {
  await app.close();
  rmSync(tempDir, { recursive: true, force: true });
});

const read = async (file: string) =>
  (await app.inject({ url: `/api/file?path=${encodeURIComponent(file)}` })).json<PageFileText>();
const save = (body: object) => app.inject({ method: 'POST', url: '/api/save', payload: body });
const check = async (file: string, text: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/check', payload: { path: file, text } })
  ).json<CheckAnswer>();

describe('saving', () => {
  it('writes the text as it is, comments and all, against the version read', async () => {
    const { text, version } = await read('contact.yaml');
    const edited = text.replace('title: Talk to the Crew', 'title: Talk to Us');
    const answer = await save({ path: 'contact.yaml', text: edited, version });
    expect(answer.statusCode).toBe(200);
    expect(readFileSync(path.join(pagesDir, 'contact.yaml'), 'utf8')).toBe(edited);
    expect(answer.json<{ version: string }>().version).toBe((await read('contact.yaml')).version);
  });

  it('refuses with 409 and what is on disk when the file changed since it was read', async () => {
    const { text, version } = await read('about.yaml');
    writeFileSync(path.join(pagesDir, 'about.yaml'), `${text}# theirs\n`);
    const answer = await save({ path: 'about.yaml', text: `${text}# mine\n`, version });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ saved: false, code: 'changed-on-disk' });
    expect(answer.json<{ theirs: PageFileText }>().theirs.text).toContain('# theirs');
    expect(readFileSync(path.join(pagesDir, 'about.yaml'), 'utf8')).toContain('# theirs');
  });

  it.each(['../package.json', '/etc/passwd', 'ar/../../package.json'])(
    'refuses a path outside the pages folder: %s',
    async (outside) => {
      const answer = await save({ path: outside, text: 'x', version: 'x' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'outside-pages' });
      expect(
        (await app.inject({ url: `/api/file?path=${encodeURIComponent(outside)}` })).statusCode,
      ).toBe(403);
    },
  );

  it('refuses a text larger than any page may be', async () => {
    const answer = await save({
      path: 'contact.yaml',
      text: 'x'.repeat(5.5 * 1024 * 1024),
      version: 'x',
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('checking', () => {
  it('reports the codes sitectl validate reports, at the same places', async () => {
    const broken = readFileSync(path.join(pagesDir, 'index.yaml'), 'utf8')
      .replace(/type: hero/, 'type: no-such-block')
      .replace(/to: \/contact\b/, 'to: /no-such-page');
    writeFileSync(path.join(tempDir, 'broken.yaml'), broken);
    const cli = await validateFiles([path.join(tempDir, 'broken.yaml')], pagesDir, tempDir);
    const studio = await check('index.yaml', broken);
    const where = (problems: CheckAnswer['problems']) =>
      problems.map(({ code, line, column, path: at }) => `${code} ${line}:${column} ${at}`);
    expect(where(studio.problems)).toEqual(where(cli.problems));
    expect(studio.problems.map((problem) => problem.code)).toContain('unknown-block');
    expect(studio.preview).toBeUndefined();
  });

  it('gives a valid page with its defaults and the site of its locale', async () => {
    const answer = await check('ar/contact.yaml', (await read('ar/contact.yaml')).text);
    expect(answer.problems).toEqual([]);
    expect(answer.preview?.pathname).toBe('/ar/contact');
    expect(answer.preview?.site.locale.dir).toBe('rtl');
    expect(answer.sourceMap.blocks[0]?.type).toBe('hero');
  });

  it('reports what a translation lacks against its original, as the whole-site check does', async () => {
    const text = (await read('ar/contact.yaml')).text.replace(/^ {4}badge: .*\n/m, '');
    const answer = await check('ar/contact.yaml', text);
    expect(answer.problems).toMatchObject([
      { code: 'missing-locale-value', path: 'blocks[0]', file: 'pages/ar/contact.yaml' },
    ]);
  });

  it('refuses a text past the page size limit as the engine does', async () => {
    const answer = await check(
      'contact.yaml',
      `title: T\n# ${'x'.repeat(1024 * 1024)}\nblocks: []\n`,
    );
    expect(answer.problems.map((problem) => problem.code)).toEqual(['file-too-large']);
  });
});
