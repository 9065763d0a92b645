import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../tests/fixtures/service-content';
import { diffRecords } from './record-diff';

describe('diffRecords', () => {
  it('names each field that changed, in both languages, old and new words side by side', () => {
    const before = serviceInput({ translations: { ar: { name: 'الأمن', h1: 'أمن قديم' } } });
    const after = serviceInput({
      h1: 'Security that never sleeps',
      pains: ['Phishing'],
      translations: { ar: { name: 'الأمن', h1: 'أمن لا ينام', hero: 'نص جديد' } },
    });
    expect(diffRecords(before, after)).toEqual([
      { field: 'h1', before: serviceInput().h1, after: 'Security that never sleeps' },
      { field: 'pains', before: 'Phishing, Unpatched firewalls', after: 'Phishing' },
      { field: 'h1', locale: 'ar', before: 'أمن قديم', after: 'أمن لا ينام' },
      { field: 'hero', locale: 'ar', before: '', after: 'نص جديد' },
    ]);
  });

  it('finds nothing between equal versions, and a whole translation added or removed', () => {
    expect(diffRecords(serviceInput(), serviceInput())).toEqual([]);
    const arabic = serviceInput({ translations: { ar: { name: 'الأمن', h1: 'الأمن' } } });
    expect(diffRecords(serviceInput(), arabic)).toEqual([
      { field: 'name', locale: 'ar', before: '', after: 'الأمن' },
      { field: 'h1', locale: 'ar', before: '', after: 'الأمن' },
    ]);
  });
});
