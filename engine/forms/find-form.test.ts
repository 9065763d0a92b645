import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type LoadedPage } from '../pages/load-site';
import type { PageDocument } from '../document/page-types';
import { findForm, formsOf } from './find-form';
import { presetFromQuery } from './query-preset';

// The real page documents, loaded and validated the way the build loads them.
const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(root, 'pages');
const pageFiles = ['contact.yaml', 'index.yaml', 'admin.yaml', 'services/cloud.yaml'];

let pages: LoadedPage[];
const page = (route: string): PageDocument => {
  const found = pages.find((candidate) => candidate.route === route);
  if (!found) throw new Error(`No page for ${route}`);
  return found.document;
};

beforeAll(async () => {
  const loaded = await loadSite(
    pagesDir,
    root,
    pageFiles.map((file) => path.join(pagesDir, file)),
  );
  expect(loaded.problems).toEqual([]);
  pages = loaded.pages;
});

describe('findForm on the real pages', () => {
  it('finds the contact form of /contact with its fields in order', () => {
    const contact = findForm(page('/contact'), 'contact');
    expect(contact).toMatchObject({
      name: 'contact',
      submitLabel: 'Send Message',
      toast: { title: 'Message Sent!', text: 'Our team will respond within 24 hours.' },
    });
    expect(contact?.fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'company',
      'location',
      'service',
      'message',
    ]);
    expect(contact?.fields.find((field) => field.name === 'service')).toMatchObject({
      kind: 'select',
      fromQuery: 'service',
    });
  });

  it("presets the contact form's service interest from each core service page's ?service=", () => {
    // The core service pages link to /contact?service=<slug>: each slug lands on its nearest
    // interest; media (no near one) and any other page's slug choose nothing, adding none.
    const service = findForm(page('/contact'), 'contact')!.fields.find(
      (field) => field.name === 'service',
    )!;
    const chosen = (slug: string) => {
      const preset = presetFromQuery([service], new URLSearchParams({ service: slug }));
      const value = preset.values.service;
      const options = service.kind === 'select' ? service.options : [];
      return [value, options.find((option) => option.value === value)?.label];
    };
    expect(
      [
        'managed-it',
        'security',
        'cloud',
        'data',
        'hardware',
        'software',
        'communication',
        'media',
        'it-officer-on-demand',
      ].map((slug) => [slug, ...chosen(slug)]),
    ).toEqual([
      ['managed-it', 'managed-it', 'Managed IT'],
      ['security', 'security', 'Cybersecurity'],
      ['cloud', 'cloud', 'Cloud Solutions'],
      ['data', 'cloud', 'Cloud Solutions'],
      ['hardware', 'network', 'Network Infrastructure'],
      ['software', 'cloud', 'Cloud Solutions'],
      ['communication', 'voip', 'VoIP and IP Telephony'],
      ['media', undefined, undefined],
      ['it-officer-on-demand', undefined, undefined],
    ]);
  });

  it('finds no form by a name the page does not declare', () => {
    expect(findForm(page('/contact'), 'join')).toBeNull();
    expect(findForm(page('/contact'), '')).toBeNull();
  });

  it('finds the forms of heroes and dialogs, in document order', () => {
    expect(formsOf(page('/')).map((form) => form.name)).toEqual(['join', 'office-hours']);
    expect(findForm(page('/'), 'office-hours')?.submitLabel).toBe('Reserve My Slot');
  });

  it('takes no staff screen for a form', () => {
    expect(formsOf(page('/admin'))).toEqual([]);
  });

  it('finds both forms of a service page, with the service in a hidden field', () => {
    const cloud = page('/services/cloud');
    expect(formsOf(cloud).map((form) => form.name)).toEqual([
      'cloud-tco-analysis',
      'cloud-demo-video',
    ]);
    expect(
      findForm(cloud, 'cloud-tco-analysis')?.fields.find((field) => field.kind === 'hidden'),
    ).toMatchObject({ name: 'service', default: 'cloud' });
  });
});

describe('formsOf', () => {
  const form = (name: string) => ({
    name,
    submitLabel: 'Send',
    fields: [{ name: 'name', label: 'Name' }],
    toast: { title: 'Sent', text: 'Thanks' },
  });

  it('finds a form at any depth, and nothing that only looks like one', () => {
    const document = {
      title: 'Page',
      description: 'A page',
      blocks: [
        { type: 'hero', title: 'Hi', form: { id: 'join-form', title: 'Join', form: form('join') } },
        {
          type: 'tabs',
          items: [{ panel: { blocks: [{ type: 'dialog-form', form: form('deep') }] } }],
        },
        { type: 'admin', addService: { name: 'x', submitLabel: 'Create', fields: { name: {} } } },
        { type: 'card', name: 'not-a-form', fields: [], toast: 'no' },
      ],
    } as unknown as PageDocument;
    expect(formsOf(document).map((found) => found.name)).toEqual(['join', 'deep']);
  });
});
