import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContent } from '../services/service-content';
import { buildLayout } from './build-layout';
import { fillTemplate, readPageTemplate, type PageTemplate } from './page-template';

// Page content goes into the HTML shell literally: whatever a title, description or record
// holds, the page is one document and the text reads back exactly. Renders with the
// production build's server renderer and template, as the prerender and the server do.

type ServerEntry = typeof import('../ssr/entry-server');

const layout = buildLayout(path.resolve(process.env.SITE_DIST ?? 'dist'));
let entry: ServerEntry;
let template: PageTemplate;

beforeAll(async () => {
  if (!existsSync(layout.serverEntry)) {
    throw new Error(`These tests need a production build in ${layout.root}: run npm run build.`);
  }
  entry = (await import(pathToFileURL(layout.serverEntry).href)) as ServerEntry;
  template = await readPageTemplate(layout.server);
});

// Pieces that mean something to String.replace, to HTML or to a script element.
const HOSTILE_PIECES = [
  "$'",
  '$`',
  '$&',
  '$$',
  '$1',
  '$<name>',
  '</script>',
  '<script>alert(1)</script>',
  '<!--',
  '-->',
  '<!doctype html>',
  '</title>',
  '<html>',
  '&amp;',
  '&',
  '"',
  "'",
  '\\u2028',
  '\u2028',
  'é',
  '🚀',
  'Cloud',
  ' ',
];

// Text as an import would store it: no control characters, no braces (which name page
// variables), single spaces and nothing to trim, so the browser's title reads it back.
const text = fc
  .oneof(
    fc
      .array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 10 })
      .map((pieces) => pieces.join('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  )
  .map((value) =>
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f{}]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .filter((value) => value !== '');

function record(
  fields: Pick<ServiceContent, 'meta_title' | 'meta_description' | 'h1' | 'hero'> & {
    pain: string;
  },
): ServiceContent {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    slug: 'literal-test',
    parent: 'general',
    name: 'Literal test',
    meta_title: fields.meta_title,
    meta_description: fields.meta_description,
    h1: fields.h1,
    hero: fields.hero,
    intro: null,
    pains: [fields.pain],
    solutions: [],
    cta_label: null,
    video_id: null,
    image_alt: null,
    image_url: null,
    brands: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the prerendered HTML of a record page', () => {
  it('is one document with every field intact, whatever the fields hold', async () => {
    const entryScripts = count(template.html, /<script type="module"/g);
    await fc.assert(
      fc.asyncProperty(
        fc.record({ meta_title: text, meta_description: text, h1: text, hero: text, pain: text }),
        async (fields) => {
          const service = record(fields);
          const html = fillTemplate(
            template,
            await entry.renderPage(`/services/${service.slug}`, { record: service }),
          );
          expect(count(html, /<!doctype html>/gi)).toBe(1);
          expect(count(html, /<html[\s>]/gi)).toBe(1);
          expect(count(html, /<\/html>/gi)).toBe(1);
          expect(count(html, /<script type="module"/g)).toBe(entryScripts);

          const { document } = new JSDOM(html).window;
          expect(document.title).toBe(fields.meta_title);
          const description = document.querySelector('meta[name="description"]');
          expect(description?.getAttribute('content')).toBe(fields.meta_description);
          expect(document.querySelector('h1')?.textContent).toBe(fields.h1);
          expect(document.body.textContent).toContain(fields.hero);
          expect(document.body.textContent).toContain(fields.pain);
          const boot = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}');
          expect(boot.data.record).toEqual(service);
        },
      ),
      { numRuns: 40 },
    );
  }, 90_000);
});
