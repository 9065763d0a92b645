import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SiteDocument } from '../document/page-types';
import { structuredData, structuredDataJson, type JsonLdNode } from './structured-data';

const site = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../pages/_site.yaml'), 'utf8'),
) as SiteDocument;

const ofType = (nodes: JsonLdNode[], type: string) =>
  nodes.filter((node) => node['@type'] === type);

describe('structuredData', () => {
  it('names the organisation with its contacts and active offices on every page', () => {
    const nodes = structuredData(site, { pathname: '/about', description: 'About us' });
    expect(nodes).toHaveLength(1);
    const [organization] = ofType(nodes, 'Organization');
    expect(organization).toMatchObject({
      name: 'TechCrew',
      url: 'https://www.techcrew.ae/',
      telephone: '+971 4 123 4567',
      email: 'hello@techcrew.ae',
      parentOrganization: { name: 'Al Noor Computer Systems LLC' },
    });
    const offices = (organization!.location as { name: string }[]).map((office) => office.name);
    expect(offices).toEqual(['Dubai', 'Abu Dhabi', 'RAK', 'Mumbai']);
  });

  it('describes a record page as a Service with the breadcrumb it shows', () => {
    const nodes = structuredData(site, {
      pathname: '/services/cloud-it-solutions',
      description: 'Cloud IT solutions for UAE businesses.',
      record: { name: 'Cloud IT Solutions', family: 'Cloud' },
    });
    const [service] = ofType(nodes, 'Service');
    expect(service).toMatchObject({
      name: 'Cloud IT Solutions',
      description: 'Cloud IT solutions for UAE businesses.',
      url: 'https://www.techcrew.ae/services/cloud-it-solutions',
      category: 'Cloud',
      provider: { '@id': 'https://www.techcrew.ae/#organization' },
    });
    const [trail] = ofType(nodes, 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.techcrew.ae/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Services',
        item: 'https://www.techcrew.ae/services',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Cloud IT Solutions',
        item: 'https://www.techcrew.ae/services/cloud-it-solutions',
      },
    ]);
  });

  it("names a service page of its own by the catalogue's name", () => {
    const nodes = structuredData(site, { pathname: '/services/ip-telephony', description: 'x' });
    expect(ofType(nodes, 'Service')[0]).toMatchObject({ name: 'IP Telephony' });
    expect(ofType(nodes, 'Service')[0]).not.toHaveProperty('category');
  });

  it('adds no breadcrumb or service where the page shows none', () => {
    for (const pathname of ['/', '/services', '/services/[slug]']) {
      const types = structuredData(site, { pathname, description: 'x' }).map((n) => n['@type']);
      expect(types).toEqual(['Organization']);
    }
  });
});

describe('structuredData of an Arabic page', () => {
  const arabicSite = parse(
    readFileSync(path.resolve(import.meta.dirname, '../../pages/ar/_site.yaml'), 'utf8'),
  ) as SiteDocument;

  it('is in Arabic, with the Arabic addresses of the breadcrumb', () => {
    const nodes = structuredData(
      arabicSite,
      { pathname: '/ar/services/cybersecurity', description: 'x' },
      { path: '/ar' },
    );
    expect(ofType(nodes, 'Organization')[0]).toMatchObject({ url: 'https://www.techcrew.ae/ar' });
    expect(ofType(nodes, 'Service')[0]).toMatchObject({ name: 'الأمن السيبراني' });
    expect(ofType(nodes, 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://www.techcrew.ae/ar' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'الخدمات',
        item: 'https://www.techcrew.ae/ar/services',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'الأمن السيبراني',
        item: 'https://www.techcrew.ae/ar/services/cybersecurity',
      },
    ]);
  });
});

describe('structuredDataJson', () => {
  it('is JSON-LD that parses back, with no way to close its script element', () => {
    const nodes = structuredData(site, {
      pathname: '/services/x',
      description: 'Ends here </script><script>alert(1)</script>',
      record: { name: 'X <b>', family: 'General' },
    });
    const text = structuredDataJson(nodes);
    expect(text).not.toContain('<');
    const parsed = JSON.parse(text) as { '@context': string; '@graph': JsonLdNode[] };
    expect(parsed['@context']).toBe('https://schema.org');
    expect(ofType(parsed['@graph'], 'Service')[0]).toMatchObject({
      name: 'X <b>',
      description: 'Ends here </script><script>alert(1)</script>',
    });
  });
});
