import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData, StartStrategy } from '../site/page-data';
import type { ServiceContent } from '../services/service-content';
import { bootElementFor, pageBoot, templateBoot, writeBootFile } from './page-boot-files';
import type { ScriptPreloads } from './script-preloads';
import { renderedPage } from '../../tests/fixtures/rendered-page';

const preloads: ScriptPreloads = {
  app: ['/assets/start-client-a.js'],
  blocks: { hero: ['/assets/Hero-b.js'] },
  islands: { shared: ['/assets/island-runtime-c.js'], blocks: { hero: ['/assets/Hero-b.js'] } },
};
const document = { route: '/services/:slug', title: 'Service', blocks: [] } as never;
const record = { slug: 'cloud', h1: 'Cloud' } as unknown as ServiceContent;

const rendered = (pageData: PageData, start: StartStrategy = 'app-on-intent') =>
  renderedPage(pageData, { blocks: ['hero'], start });

const templateBoots = { '/services/:slug': '/assets/pages/services-slug-1.json' };

describe('page boot files', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("lists the app's files and those of the page's interactive blocks", () => {
    const boot = pageBoot(preloads, rendered({ route: '/', page: document }));
    expect(boot.scripts).toEqual(['/assets/start-client-a.js', '/assets/Hero-b.js']);
  });

  it("points a record page at its template's shared file and keeps only its own data", () => {
    const page = rendered({ route: '/services/:slug', page: document, record, noindex: true });
    expect(bootElementFor(preloads, templateBoots, page)).toEqual({
      src: '/assets/pages/services-slug-1.json',
      data: { route: '/services/:slug', record, noindex: true },
    });
  });

  it('keeps the whole boot in the page when there is no shared file or the app starts at once', () => {
    const withRecord = rendered({ route: '/services/:slug', page: document, record });
    expect(bootElementFor(preloads, {}, withRecord)).toEqual(pageBoot(preloads, withRecord));
    const shell = rendered(withRecord.pageData, 'app-at-once');
    expect(bootElementFor(preloads, templateBoots, shell)).toEqual(pageBoot(preloads, shell));
    const receipt = rendered({ route: '/sent', page: document, vars: { form: 'Contact' } });
    expect(bootElementFor(preloads, templateBoots, receipt)).toEqual(pageBoot(preloads, receipt));
  });

  it("shares a template's document and scripts, not what one page was rendered with", () => {
    const shell = pageBoot(
      preloads,
      rendered({ route: '/services/:slug', page: document, shell: true }, 'app-at-once'),
    );
    expect(templateBoot(shell)).toEqual({
      data: { route: '/services/:slug', page: document },
      scripts: shell.scripts,
    });
  });

  it('writes a file named after the route and its content, which reads back the same', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'boot-files-'));
    const boot = pageBoot(preloads, rendered({ route: '/services/:slug', page: document }));
    const src = await writeBootFile(dir, '/services/[slug]', boot);
    expect(src).toMatch(/^\/assets\/pages\/services-slug-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(await readFile(path.join(dir, src), 'utf8'))).toEqual(boot);

    expect(await writeBootFile(dir, '/services/[slug]', boot)).toBe(src);
    const changed = await writeBootFile(dir, '/services/[slug]', { ...boot, scripts: [] });
    expect(changed).not.toBe(src);
    expect(await writeBootFile(dir, '/', boot)).toMatch(/^\/assets\/pages\/home-/);
    expect(await readdir(path.join(dir, 'assets/pages'))).toHaveLength(3);
  });
});
