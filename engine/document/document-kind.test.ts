import { describe, expect, it } from 'vitest';
import { documentKind } from './document-kind';

const schemaLine = '# yaml-language-server: $schema=../../schemas/service-content.schema.json';

describe('documentKind', () => {
  it('takes a file naming the service content schema as service content, anywhere', () => {
    expect(documentKind(`${schemaLine}\ntitle: Home\n`, 'pages/home.yaml')).toBe('service-content');
  });

  it('takes a list of records, or a services: list, as service content without the line', () => {
    expect(documentKind('- slug: cloud\n  name: Cloud\n', 'exports/services.yaml')).toBe(
      'service-content',
    );
    expect(documentKind('services:\n  - slug: cloud\n', 'big.yaml')).toBe('service-content');
    expect(documentKind('content: # the CMS export\n  - slug: cloud\n', 'cms.yml')).toBe(
      'service-content',
    );
    // Comments, blank lines, a directive, a document start and a byte order mark first.
    expect(
      documentKind('\uFEFF# Our services\n\n%YAML 1.2\n---\n-\n  slug: cloud\n', 'more.yaml'),
    ).toBe('service-content');
  });

  it('takes _site.yaml as the site settings and anything else as a page document', () => {
    expect(documentKind('services:\n  - slug: x\n', 'pages/_site.yaml')).toBe('site');
    expect(documentKind('# Home\ntitle: Home\nblocks: []\n', 'pages/index.yaml')).toBe('page');
    expect(documentKind('title: Services\nservices: []\n', 'pages/services.yaml')).toBe('page');
    expect(documentKind('', 'empty.yaml')).toBe('page');
    expect(documentKind('---\n', 'start-only.yaml')).toBe('page');
  });
});
