import { describe, expect, it } from 'vitest';
import { englishOnly } from '../locale/locales';
import { englishAndArabic as locales } from '../../tests/fixtures/locales';
import { alternates } from './alternates';

const site = 'https://www.example.ae';

describe('alternates', () => {
  it('names the page in every language, itself included, and x-default the English one', () => {
    const expected = [
      { hreflang: 'en', href: 'https://www.example.ae/services/cloud' },
      { hreflang: 'ar', href: 'https://www.example.ae/ar/services/cloud' },
      { hreflang: 'x-default', href: 'https://www.example.ae/services/cloud' },
    ];
    expect(alternates(site, '/services/cloud', locales)).toEqual(expected);
    expect(alternates(site, '/ar/services/cloud', locales)).toEqual(expected);
    expect(alternates(site, '/ar', locales)[0]).toEqual({
      hreflang: 'en',
      href: 'https://www.example.ae/',
    });
  });

  it('has none for a page in one language: an untranslated record, or an English-only site', () => {
    expect(alternates(site, '/services/voip', locales, ['en'])).toEqual([]);
    expect(alternates(site, '/about', englishOnly)).toEqual([]);
  });
});
