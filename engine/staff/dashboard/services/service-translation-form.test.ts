import { describe, expect, it } from 'vitest';
import {
  checkTranslationForm,
  editedTranslations,
  translationFormFromWords,
  translationFromForm,
} from './service-translation-form';

const notAllowed = (field: string) => `${field} cannot hold that`;

describe('the translation part of the service dialog', () => {
  it('is no translation when nothing is typed', () => {
    expect(translationFromForm({ name: ' ', pains: '' })).toBeNull();
    expect(checkTranslationForm({}, 'Name it', notAllowed)).toEqual({});
  });

  it('reads the words typed, lists split at commas, the heading the name when left empty', () => {
    expect(translationFromForm({ name: 'الأمن السيبراني', pains: 'أ, ب ,' })).toEqual({
      name: 'الأمن السيبراني',
      h1: 'الأمن السيبراني',
      pains: ['أ', 'ب'],
    });
  });

  it('asks for the name once anything else is typed', () => {
    expect(checkTranslationForm({ hero: 'نص' }, 'Name it', notAllowed)).toEqual({
      name: 'Name it',
    });
  });

  it('refuses the characters no stored text may hold, bidirectional controls among them', () => {
    const typed = { name: 'الأمن \u202eالسيبراني', hero: 'نص\ud800', intro: 'مقدمة\u200f' };
    expect(checkTranslationForm(typed, 'Name it', notAllowed)).toEqual({
      name: 'name cannot hold that',
      hero: 'hero cannot hold that',
    });
  });
});

describe('editing a translation', () => {
  const stored = {
    ar: { name: 'الأمن', h1: 'الأمن في دبي', pains: ['أ، ب', 'ج'], solutions: [] },
    fr: { name: 'Sécurité', h1: 'Sécurité' },
  };

  it('shows the stored words, lists joined with commas; none at all as empty fields', () => {
    expect(translationFormFromWords(stored.ar)).toMatchObject({
      name: 'الأمن',
      pains: 'أ، ب, ج',
      hero: '',
    });
    expect(Object.values(translationFormFromWords(undefined)).every((v) => v === '')).toBe(true);
  });

  it('keeps what was not changed and the other languages', () => {
    const values = { ...translationFormFromWords(stored.ar), hero: 'نص' };
    expect(editedTranslations(values, stored, 'ar')).toEqual({
      ar: { ...stored.ar, hero: 'نص' },
      fr: stored.fr,
    });
  });

  it('drops the language when every field of it is emptied: no half translation', () => {
    const emptied = Object.fromEntries(
      Object.keys(translationFormFromWords(stored.ar)).map((field) => [field, ' ']),
    );
    expect(editedTranslations(emptied, stored, 'ar')).toEqual({ fr: stored.fr });
    expect(editedTranslations(emptied, undefined, 'ar')).toEqual({});
  });
});
