import { describe, expect, it } from 'vitest';
import {
  englishOnly,
  localeOfPath,
  localizePath,
  pathInLocale,
  pathWithoutLocale,
} from './locales';
import { arabic } from '../../tests/fixtures/locales';

const english = englishOnly[0]!;
const locales = [english, arabic];

describe('locale paths', () => {
  it('finds the locale by its prefix, and only a whole segment of it', () => {
    expect(localeOfPath('/ar', locales).code).toBe('ar');
    expect(localeOfPath('/ar/services/cloud', locales).code).toBe('ar');
    expect(localeOfPath('/about', locales).code).toBe('en');
    expect(localeOfPath('/archive', locales).code).toBe('en');
    expect(localeOfPath('/ar/x', englishOnly).code).toBe('en');
  });

  it('takes the prefix off', () => {
    expect(pathWithoutLocale('/ar', locales)).toBe('/');
    expect(pathWithoutLocale('/ar/contact', locales)).toBe('/contact');
    expect(pathWithoutLocale('/contact', locales)).toBe('/contact');
  });

  it('gives an English path the prefix of an Arabic page, keeping anchors and queries', () => {
    expect(localizePath('/', arabic)).toBe('/ar');
    expect(localizePath('/contact', arabic)).toBe('/ar/contact');
    expect(localizePath('/contact?service=cloud#form', arabic)).toBe(
      '/ar/contact?service=cloud#form',
    );
    expect(localizePath('/?x=1', arabic)).toBe('/ar?x=1');
    expect(localizePath('/contact', english)).toBe('/contact');
    expect(localizePath('https://wa.me/1', arabic)).toBe('https://wa.me/1');
    expect(localizePath('#form', arabic)).toBe('#form');
  });

  it('moves a page to the other locale and back', () => {
    expect(pathInLocale('/services/cybersecurity', arabic, locales)).toBe(
      '/ar/services/cybersecurity',
    );
    expect(pathInLocale('/ar/services/cybersecurity', english, locales)).toBe(
      '/services/cybersecurity',
    );
    expect(pathInLocale('/', arabic, locales)).toBe('/ar');
    expect(pathInLocale('/ar', english, locales)).toBe('/');
  });
});
