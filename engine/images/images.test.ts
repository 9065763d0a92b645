import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceRecord } from '../../tests/fixtures/service-content';
import { recordVariables } from '../services/record-variables';
import { brandLogoSrc } from './brand-logo';
import { familyImageSrc, generalServiceImage } from './family-image';
import { imageSlug } from './image-slug';
import { portraitSrc } from './portrait';

const publicDir = resolve(import.meta.dirname, '../../public');

describe('imageSlug', () => {
  it('turns a written name into a file name', () => {
    expect(imageSlug('Palo Alto Networks')).toBe('palo-alto-networks');
    expect(imageSlug('R&M')).toBe('r-and-m');
    expect(imageSlug('Checkout.com')).toBe('checkout-com');
    expect(imageSlug('  Zoë  Núñez ')).toBe('zoe-nunez');
    expect(imageSlug('../../etc/passwd')).toBe('etc-passwd');
  });
});

describe('brandLogoSrc', () => {
  it('gives the brands of a page and of a record the same file', () => {
    expect(brandLogoSrc('Microsoft')).toBe('/logos/microsoft.svg');
    expect(brandLogoSrc('Juniper Networks')).toBe(brandLogoSrc('juniper networks'));
  });

  it('finds a generated file for brands with and without a mark in the icon set', () => {
    for (const brand of ['Cisco', 'Microsoft', 'CommScope', 'Amazon Web Services', 'R&M']) {
      expect(existsSync(join(publicDir, brandLogoSrc(brand)))).toBe(true);
    }
  });
});

describe('portraitSrc', () => {
  it('prefers a safe photo from the page and otherwise the generated portrait', () => {
    expect(portraitSrc('Khalid Al Mansoori', '/images/people/khalid.webp')).toBe(
      '/images/people/khalid.webp',
    );
    expect(portraitSrc('Khalid Al Mansoori', 'https://cdn.example.com/k.jpg')).toBe(
      'https://cdn.example.com/k.jpg',
    );
    expect(portraitSrc('Khalid Al Mansoori', 'javascript:alert(1)')).toBe(
      '/portraits/khalid-al-mansoori.svg',
    );
    expect(portraitSrc('Khalid Al Mansoori')).toBe('/portraits/khalid-al-mansoori.svg');
  });
});

describe('familyImageSrc', () => {
  it('gives each family its own illustration and the rest the general one', () => {
    const families = ['managed-it', 'security', 'cloud', 'data', 'hardware', 'software'];
    const images = [...families, 'communication', 'media'].map(familyImageSrc);
    expect(new Set(images).size).toBe(8);
    expect(images).not.toContain(generalServiceImage);
    for (const image of [...images, generalServiceImage]) {
      expect(existsSync(join(publicDir, image))).toBe(true);
    }
    expect(familyImageSrc('managed-services')).toBe(familyImageSrc('managed-it'));
    expect(familyImageSrc('general')).toBe(generalServiceImage);
    expect(familyImageSrc('constructor')).toBe(generalServiceImage);
  });

  it("fills a record's hero picture from its family only when it has none of its own", () => {
    const site = { services: [], ui: { getStarted: 'Get Started' } } as unknown as Parameters<
      typeof recordVariables
    >[1];
    const own = recordVariables(serviceRecord({ image_url: '/images/own.webp' }), site);
    expect(own['record.image_url']).toBe('/images/own.webp');
    const cloud = recordVariables(serviceRecord({ parent: 'cloud', image_url: null }), site);
    expect(cloud['record.image_url']).toBe('/images/core-services/cloud.svg');
    const blank = recordVariables(serviceRecord({ parent: 'media', image_url: '' }), site);
    expect(blank['record.image_url']).toBe('/images/core-services/media.svg');
  });
});
