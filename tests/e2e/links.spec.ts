import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every prerendered route of the build, from its HTML files. */
function prerenderedRoutes(): string[] {
  const distDir = path.resolve(process.env.SITE_DIST ?? 'dist', 'client');
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map(
      (entry) =>
        `/${path.relative(distDir, entry.parentPath).split(path.sep).join('/')}`.replace(
          /\/$/,
          '',
        ) || '/',
    )
    .filter((route) => !route.includes('['));
}

test('every internal link on every page leads to a page that exists', async ({ request }) => {
  const routes = prerenderedRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const targets = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#]*)/g)) {
      const target = href!.replace(/&amp;/g, '&').split('?')[0]!;
      if (!targets.has(target)) targets.set(target, route);
    }
  }
  expect(targets.size).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const [target, foundOn] of targets) {
    const response = await request.get(target);
    if (response.status() !== 200)
      broken.push(`${target} (linked from ${foundOn}) answered ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
