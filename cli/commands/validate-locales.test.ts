import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand, type CommandIo } from './command-io';
import { createValidateCommand } from './validate';

type RunIo = Omit<CommandIo, 'setExitCode'>;

async function validate(pagesDir: string) {
  let out = '';
  const io: RunIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (out += text) },
    env: {},
  };
  const code = await runCommand(createValidateCommand, ['--pages', pagesDir], io);
  return { code, out };
}

const page = (title: string, to = '/about') =>
  `title: ${title}\nblocks:\n  - type: cta-band\n    heading: ${title}\n    actions:\n      - { label: ${title}, to: ${to} }\n`;

/** The site's own site file, its links leading home: the tree here has few pages. */
async function copySiteFile(file: string) {
  const text = await readFile(path.resolve('pages', file), 'utf8');
  await writeFile(path.join(pages, file), text.replace(/\bto: \/[a-z/-]*/g, 'to: /'));
}

let dir: string;
let pages: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitectl-locales-'));
  pages = path.join(dir, 'pages');
  await mkdir(path.join(pages, 'ar'), { recursive: true });
  for (const file of ['_site.yaml', 'ar/_site.yaml']) await copySiteFile(file);
  await writeFile(path.join(pages, 'index.yaml'), page('Home'));
  await writeFile(path.join(pages, 'ar', 'index.yaml'), page('الرئيسية'));
  await writeFile(path.join(pages, 'about.yaml'), page('About'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sitectl validate on a site in two languages', () => {
  it('exits 1 naming a public page that has no Arabic counterpart, and the code', async () => {
    const { code, out } = await validate(pages);
    expect(code).toBe(1);
    expect(out).toMatch(
      /pages\/about\.yaml:1:1 missing-locale-page this page has no counterpart in ar: .*pages\/ar\/about\.yaml is missing/,
    );
    expect(out).toContain('docs/errors.md');
  });

  it('accepts the tree once the page is translated with the same structure', async () => {
    await writeFile(path.join(pages, 'ar', 'about.yaml'), page('من نحن'));
    const { code, out } = await validate(pages);
    expect(out).toMatch(/^\d+ page documents valid\n$/);
    expect(code).toBe(0);
  });

  it('refuses a translation whose link leads elsewhere, at its line and column', async () => {
    await writeFile(path.join(pages, 'ar', 'about.yaml'), page('من نحن', '/contact'));
    await writeFile(path.join(pages, 'contact.yaml'), page('Contact'));
    await writeFile(path.join(pages, 'ar', 'contact.yaml'), page('اتصل بنا'));
    const { code, out } = await validate(pages);
    expect(code).toBe(1);
    expect(out).toMatch(
      /pages\/ar\/about\.yaml:6:30 locale-structure-mismatch blocks\[0\]\.actions\[0\]\.to: is "\/contact" where .*pages\/about\.yaml has "\/about"/,
    );
  });

  it('compares the staff page like any other: it needs its counterpart, with every value', async () => {
    await writeFile(path.join(pages, 'ar', 'about.yaml'), page('من نحن'));
    const admin = await readFile(path.resolve('pages/admin.yaml'), 'utf8');
    const arabicAdmin = await readFile(path.resolve('pages/ar/admin.yaml'), 'utf8');
    await writeFile(path.join(pages, 'admin.yaml'), admin);
    const alone = await validate(pages);
    expect(alone.code).toBe(1);
    expect(alone.out).toMatch(
      /pages\/admin\.yaml:1:1 missing-locale-page this page has no counterpart in ar: .*pages\/ar\/admin\.yaml is missing/,
    );

    await writeFile(path.join(pages, 'ar', 'admin.yaml'), arabicAdmin);
    const both = await validate(pages);
    expect(both.out).toMatch(/^\d+ page documents valid\n$/);
    expect(both.code).toBe(0);

    // A word of the gate left out, and a group of the dashboard's labels left to its defaults.
    const gapped = arabicAdmin
      .replace(/^ {4}helperText: .*\n/m, '')
      .replace(/^ {10}card:\n(?: {12}.*\n)+/m, '');
    expect(gapped).not.toBe(arabicAdmin);
    await writeFile(path.join(pages, 'ar', 'admin.yaml'), gapped);
    const { code, out } = await validate(pages);
    expect(code).toBe(1);
    expect(out).toMatch(
      /pages\/ar\/admin\.yaml:\d+:\d+ missing-locale-value staffGate\.code: has no helperText, which .*pages\/admin\.yaml gives/,
    );
    expect(out).toMatch(
      /pages\/ar\/admin\.yaml:\d+:\d+ missing-locale-value blocks\[0\]\.tabs\[0\]\.services: leaves card\.updated to its default, "Updated"/,
    );
  });

  it('exits 1 when a declared locale has no site file', async () => {
    await rm(path.join(pages, 'ar', '_site.yaml'));
    await writeFile(path.join(pages, 'ar', 'about.yaml'), page('من نحن'));
    const { code, out } = await validate(pages);
    expect(code).toBe(1);
    expect(out).toMatch(/pages\/ar\/_site\.yaml:1:1 missing-locale-site-file/);
  });
});
