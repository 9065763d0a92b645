import { describe, expect, it } from 'vitest';
import { serviceWordsIn } from './service-words-in';

describe('serviceWordsIn', () => {
  const record = {
    name: 'Cloud Infrastructure',
    h1: 'Cloud Infrastructure for UAE Businesses',
    translations: {
      ar: { name: 'البنية التحتية السحابية', h1: 'بنية تحتية سحابية لأعمال الإمارات' },
    },
  };

  it('names a record in a language it is written in by its translation', () => {
    expect(serviceWordsIn(record, 'ar')).toEqual({
      name: 'البنية التحتية السحابية',
      h1: 'بنية تحتية سحابية لأعمال الإمارات',
    });
  });

  it('names it by its own words in its own language and in one it lacks', () => {
    const own = { name: 'Cloud Infrastructure', h1: 'Cloud Infrastructure for UAE Businesses' };
    expect(serviceWordsIn(record, 'en')).toEqual(own);
    expect(serviceWordsIn({ ...record, translations: {} }, 'ar')).toEqual(own);
  });
});
