import { describe, expect, it } from 'vitest';
import { checkTranslationForm, translationFromForm } from './service-translation-form';

describe('the translation part of the service dialog', () => {
  it('is no translation when nothing is typed', () => {
    expect(translationFromForm({ name: ' ', pains: '' })).toBeNull();
    expect(checkTranslationForm({}, 'Name it')).toEqual({});
  });

  it('reads the words typed, lists split at commas, the heading the name when left empty', () => {
    expect(translationFromForm({ name: 'الأمن السيبراني', pains: 'أ, ب ,' })).toEqual({
      name: 'الأمن السيبراني',
      h1: 'الأمن السيبراني',
      pains: ['أ', 'ب'],
    });
  });

  it('asks for the name once anything else is typed', () => {
    expect(checkTranslationForm({ hero: 'نص' }, 'Name it')).toEqual({ name: 'Name it' });
  });
});
