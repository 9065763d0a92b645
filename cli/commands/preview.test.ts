import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../../engine/site-stores/open-site-database';
import type { PreviewLink } from '../../engine/previews/preview-link';
import { captureIo } from '../../tests/fixtures/capture-io';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { announceSiteServer, useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { runCommand } from './command-io';
import { createPreviewCommand, pagePreviewsAsText } from './preview';

// `sitectl preview`: page documents from a checkout, checked as `sitectl validate` checks
// them, shown through a link by the running site while its own pages stay as they are.
const [pglite] = testDatabases;
const quiet = { info: () => {}, error: () => {} };

let dir: string;
let pagesDir: string;
beforeAll(() => {
  dir = makeTempDir('sitectl-preview-');
  pagesDir = join(dir, 'pages');
  cpSync('pages', pagesDir, { recursive: true });
  cpSync('media', join(dir, 'media'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Changes a page file of the checkout copy, as an author's edit would. */
function edit(relative: string, from: string, to: string): string {
  const file = join(pagesDir, relative);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
  return file;
}

async function preview(argv: string[], env: Record<string, string>) {
  const output = captureIo(env);
  const code = await runCommand(createPreviewCommand, [...argv, '--pages', pagesDir], output.io);
  return { code, stdout: output.stdout(), stderr: output.stderr() };
}

const heroTitle = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('sitectl preview through the running site server', () => {
  const site = useSiteServer(pglite!);
  let env: Record<string, string>;
  beforeAll(async () => {
    const dataDir = join(dir, 'data');
    env = { DATA_DIR: dataDir };
    await announceSiteServer(site, dataDir);
  });

  it('prints a link for each page that shows it changed, until revoked; the site is unchanged', async () => {
    const about = edit(
      'about.yaml',
      'title: Engineers First, Always',
      'title: Engineers, Previewed',
    );
    const arabic = join(pagesDir, 'ar/about.yaml');
    const template = edit(
      'services/[slug].yaml',
      'blocks:\n',
      'blocks:\n  - type: notice\n    heading: A template under review\n',
    );
    const made = await preview([about, arabic, template, '--days', '1'], env);
    expect(made.stderr).toMatch(/The links work until \d{4}-\d\d-\d\d \d\d:\d\d \(Dubai time\)/);
    expect(made.code).toBe(0);
    const lines = made.stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual([
      '/about',
      '/ar/about',
      '/services/:slug',
    ]);
    const urls = lines.map((line) => new URL(line.split(/\s+/)[1]!));
    expect(urls.map((url) => url.origin)).toEqual([site.url, site.url, site.url]);
    const [aboutUrl, arabicUrl, recordUrl] = urls.map((url) => `${url.pathname}${url.search}`);
    expect(recordUrl).toMatch(/^\/services\/[a-z0-9-]+\?preview=/);

    const shown = await rawRequest(site.url, { path: aboutUrl! });
    expect(shown.status).toBe(200);
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(heroTitle(shown.body.toString())).toBe('Engineers, Previewed');
    expect(shown.body.toString()).toContain('data-preview-banner');
    // Its hero photo as the build encoded it, though the document names the file.
    expect(shown.body.toString()).toMatch(
      /<source type="image\/avif" srcSet="\/media\/woven-facade-/,
    );
    expect(shown.body.toString()).toContain('Shared by <bdi>Operator (sitectl)</bdi>');
    expect((await rawRequest(site.url, { path: arabicUrl! })).body.toString()).toContain(
      'معاينة لم تُنشر بعد',
    );
    expect((await rawRequest(site.url, { path: recordUrl! })).body.toString()).toMatch(
      /data-preview-banner[\s\S]*A template under review/,
    );
    // Visitors, and the secret at a page the link does not carry, get nothing new.
    const record = new URL(recordUrl!, site.url).pathname;
    expect((await rawRequest(site.url, { path: record })).body.toString()).not.toContain(
      'A template under review',
    );
    expect(heroTitle((await rawRequest(site.url, { path: '/about' })).body.toString())).toBe(
      'Engineers First, Always',
    );
    const search = new URL(aboutUrl!, site.url).search;
    expect((await rawRequest(site.url, { path: `/contact${search}` })).status).toBe(404);

    const listed = await preview(['--list', '--json'], env);
    const [link] = JSON.parse(listed.stdout) as PreviewLink[];
    expect(link).toMatchObject({
      routes: ['/about', '/ar/about', '/services/:slug'],
      created_by: 'Operator (sitectl)',
    });
    const revoked = await preview(['--revoke', link!.id], env);
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.stdout).toContain('it opens nothing from now on');
    expect((await rawRequest(site.url, { path: aboutUrl! })).status).toBe(404);
    expect((await preview(['--revoke', '00000000-0000-4000-8000-000000000000'], env)).code).toBe(1);
  });

  it('shows the blog with its published posts, and a post template with the newest post', async () => {
    const blog = edit('blog.yaml', 'title: Notes from the Field', 'title: Field Notes, Previewed');
    const template = edit(
      'blog/[slug].yaml',
      'blocks:\n',
      'blocks:\n  - type: notice\n    heading: A post template under review\n',
    );
    const made = await preview([blog, template], env);
    expect(made.code).toBe(0);
    const [listUrl, postUrl] = made.stdout
      .trimEnd()
      .split('\n')
      .map((line) => new URL(line.split(/\s+/)[1]!))
      .map((url) => `${url.pathname}${url.search}`);
    expect(postUrl).toMatch(/^\/blog\/ransomware-in-the-gulf-2024\?preview=/);
    const list = (await rawRequest(site.url, { path: listUrl! })).body.toString();
    expect(heroTitle(list)).toBe('Field Notes, Previewed');
    expect(list).toContain('Ransomware in the Gulf: What Changed in 2024');
    const post = (await rawRequest(site.url, { path: postUrl! })).body.toString();
    expect(post).toMatch(/A post template under review[\s\S]*Ransomware in the Gulf/);
    expect(heroTitle((await rawRequest(site.url, { path: '/blog' })).body.toString())).toBe(
      'Notes from the Field',
    );
  });

  it('sends nothing when a file has a problem, naming its line and code', async () => {
    const broken = edit('franchise.yaml', 'blocks:', 'blocks:\n  - type: no-such-block\n');
    const refused = await preview([broken], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/franchise\.yaml:\d+:\d+/);
    expect(refused.stderr).toContain('unknown-block');
    expect(refused.stderr).toContain('Nothing was sent, and no link was made.');
    expect(refused.stdout).toBe('');
    const before = JSON.parse((await preview(['--list', '--json'], env)).stdout) as PreviewLink[];
    expect(before.every((link) => !link.routes?.includes('/franchise'))).toBe(true);
  });

  it('refuses a page with a photo the running build has not encoded, saying which', async () => {
    cpSync(join(dir, 'media/photos/woven-facade.jpg'), join(dir, 'media/photos/new-office.jpg'));
    const about = edit('about.yaml', 'photos/woven-facade.jpg', 'photos/new-office.jpg');
    const refused = await preview([about], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('media/photos/new-office.jpg is not among them');
    expect(refused.stdout).toBe('');
    edit('about.yaml', 'photos/new-office.jpg', 'photos/woven-facade.jpg');
  });

  it('refuses files with no address, and asks for files or one of --list and --revoke', async () => {
    for (const argv of [
      [join(pagesDir, '_site.yaml')],
      [join(pagesDir, '404.yaml')],
      [],
      ['--list', join(pagesDir, 'about.yaml')],
      [join(pagesDir, 'about.yaml'), '--days', '365'],
    ]) {
      const refused = await preview(argv, env);
      expect(refused.code, argv.join(' ')).toBe(2);
      expect(refused.stderr, argv.join(' ')).not.toBe('');
    }
  });
});

describe('sitectl preview without a site server', () => {
  it('writes the link into the database for the server that reads it, at PUBLIC_URL', async () => {
    const env = { DATA_DIR: join(dir, 'direct') };
    await (await openSiteDatabase({ dataDir: env.DATA_DIR, log: quiet })).close();
    const about = join(pagesDir, 'contact.yaml');
    const noAddress = await preview([about], env);
    expect(noAddress.code).toBe(3);
    expect(noAddress.stderr).toContain('set PUBLIC_URL');

    const made = await preview([about], { ...env, PUBLIC_URL: 'https://techcrew.example' });
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^\/contact {2}https:\/\/techcrew\.example\/contact\?preview=\S{43}\n$/,
    );
    const listed = await preview(['--list'], env);
    expect(listed.stdout).toMatch(/works until .*Operator \(sitectl\) +\/contact\n/);
  }, 60_000);
});

describe('the list of page previews', () => {
  it('says whether each link works, who made it and what it shows', () => {
    const link = {
      id: '3f1c2d0e-8a4b-4c6d-9e2f-1a2b3c4d5e6f',
      collection: 'pages',
      subject: '/about',
      routes: ['/about'],
      created_by: 'Layla Aziz',
      created_at: '2026-11-29T10:00:00Z',
      expires_at: '2026-11-30T10:00:00Z',
      revoked_by: null,
      revoked_at: null,
    };
    const text = pagePreviewsAsText([
      { ...link, revoked_by: 'Omar Haddad', revoked_at: '2026-11-29T11:00:00Z' },
      { ...link, expires_at: '2026-11-29T11:00:00Z' },
    ]);
    expect(text.split('\n')).toEqual([
      `${link.id}  revoked by Omar Haddad              Layla Aziz            /about`,
      `${link.id}  expired 2026-11-29 15:00            Layla Aziz            /about`,
      'Newest first, times in Dubai time.',
      '',
    ]);
    expect(pagePreviewsAsText([])).toBe('No preview links of pages.\n');
  });
});
