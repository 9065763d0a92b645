import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../tests/fixtures/hostile-text';
import { translatedServiceFields } from '../../schema/service-content.schema';
import { isListField, SERVICE_CONTENT_INPUT_FIELDS } from '../service-content';
import { normaliseServiceItem } from './service-fields';

const base = { slug: 'cloud-it', name: 'Cloud IT', h1: 'Cloud IT in Dubai' };
const arabic = { name: 'الحوسبة السحابية', h1: 'الحوسبة السحابية في دبي' };

describe('a service item with a character no stored text may hold', () => {
  it('is refused, naming the field, the character and where it is', () => {
    const { service, problems } = normaliseServiceItem({ ...base, name: 'Cloud \ud800 IT' });
    expect(service).toBeNull();
    expect(problems).toEqual([
      {
        code: 'unsafe-character',
        message: 'Field "name" contains an unpaired surrogate (\\ud800) at character 7.',
        field: 'name',
        at: ['name'],
      },
    ]);
  });

  it('names a translated field and a list item by their path, and marks a raw control', () => {
    const { problems } = normaliseServiceItem({
      ...base,
      pains: ['Slow networks', 'Invoice \u202efdp.exe'],
      translations: { ar: { ...arabic, hero: 'نص\u0000' } },
    });
    expect(problems).toEqual([
      {
        code: 'unsafe-character',
        message:
          'Field "pains[1]" contains the bidirectional control U+202E (RIGHT-TO-LEFT OVERRIDE) at character 9.',
        field: 'pains',
        at: ['pains', 1],
        excerpt: '\u202e',
      },
      {
        code: 'unsafe-character',
        message:
          'Field "translations.ar.hero" contains the control character U+0000 at character 3.',
        field: 'translations',
        at: ['translations', 'ar', 'hero'],
        excerpt: '\u0000',
      },
    ]);
  });

  it('keeps the direction marks real Arabic and English text carries', () => {
    const { service } = normaliseServiceItem({
      ...base,
      hero: 'Dubai \u200fدبي\u200e and Abu Dhabi',
      translations: { ar: { ...arabic, intro: 'رقم\u061c 5' } },
    });
    expect(service?.hero).toBe('Dubai \u200fدبي\u200e and Abu Dhabi');
  });

  // Every way a field holds text: the record's own, a list's item, a translation's.
  const places = [
    ...SERVICE_CONTENT_INPUT_FIELDS.filter((field) => field !== 'video_id').map((field) => ({
      path: field,
      item: (text: string) => ({ ...base, [field]: isListField(field) ? [text] : text }),
      read: (record: Record<string, unknown>) =>
        isListField(field) ? (record[field] as string[])[0] : record[field],
    })),
    ...translatedServiceFields.map((field) => ({
      path: `translations.ar.${field}`,
      item: (text: string) => ({
        ...base,
        translations: { ar: { ...arabic, [field]: isListField(field) ? [text] : text } },
      }),
      read: (record: Record<string, unknown>) => {
        const words = (record.translations as Record<string, Record<string, unknown>>).ar!;
        return isListField(field) ? (words[field] as string[])[0] : words[field];
      },
    })),
  ];

  it('takes any text in any field unchanged, or refuses it naming that field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), hostileText(), (place, text) => {
        const { service, problems } = normaliseServiceItem(place.item(text));
        if (service) {
          // Text is trimmed; an empty one is left out, for the field's default.
          if (text.trim() !== '') expect(place.read(service)).toBe(text.trim());
        } else {
          expect(problems.length).toBeGreaterThan(0);
          for (const problem of problems)
            expect(problem.message.toLowerCase()).toContain(place.path.toLowerCase());
        }
      }),
      { numRuns: 1500 },
    );
  });
});
