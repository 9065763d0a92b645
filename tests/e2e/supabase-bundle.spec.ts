import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { markers, publicPages, startupScripts } from './bundle-files';
import { supabaseSite } from './supabase-site';

// The build in Supabase mode: its public pages start without supabase-js (it loads with
// the staff sign-in or a service page that needs data), and it holds no key but the anon key.

const distDir = path.resolve(supabaseSite.dist, 'client');
const assetsDir = path.join(distDir, 'assets');
const scripts = () => readdirSync(assetsDir).filter((name) => name.endsWith('.js'));

test('the Supabase build carries supabase-js, in a chunk of its own', () => {
  expect(
    scripts().some((file) =>
      markers.supabaseJs.test(readFileSync(path.join(assetsDir, file), 'utf8')),
    ),
  ).toBe(true);
});

test('no public page of the Supabase build loads supabase-js at start', () => {
  const pages = publicPages(distDir);
  expect(pages.length).toBeGreaterThan(20);
  const checked = new Set<string>();
  for (const page of pages) {
    for (const script of startupScripts(distDir, page)) {
      if (checked.has(script)) continue;
      checked.add(script);
      const code = readFileSync(path.join(assetsDir, script), 'utf8');
      expect(markers.supabaseJs.test(code), `${path.relative(distDir, page)} loads ${script}`).toBe(
        false,
      );
    }
  }
});

test('the only Supabase key in the Supabase build is the anon key', () => {
  const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;
  for (const file of scripts()) {
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    expect(markers.serviceRoleKey.test(code), `${file} mentions the service role key`).toBe(false);
    for (const [key] of code.matchAll(jwt)) expect(key, file).toBe(supabaseSite.anonKey);
  }
});

test('each page of the Supabase build says how it comes alive: a record on intent, the staff page at once', () => {
  const start = (page: string) =>
    /id="page-data" data-start="([\w-]+)"/.exec(
      readFileSync(path.join(distDir, page, 'index.html'), 'utf8'),
    )?.[1];
  // A record prerendered for static hosting: the app refreshes it from the store.
  expect(start('services/cloud-it-solutions')).toBe('app-on-intent');
  expect(start('admin')).toBe('app-at-once');
  expect(start('about')).toBe('islands');
});
