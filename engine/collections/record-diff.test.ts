import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../tests/fixtures/service-content';
import { samplePost } from '../../tests/fixtures/memory-post-store';
import { serviceVersionFields } from '../services/service-drafts';
import { postVersionFields } from '../posts/post';
import { diffRecords as diffAny } from './record-diff';

const diffRecords = (before: object, after: object) => diffAny(before, after, serviceVersionFields);

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

  it('compares any collection by its own fields, a post as well as a service', () => {
    const before = samplePost({ tags: ['cabling'] });
    const after = samplePost({
      title: 'Fibre Under the Sand',
      tags: ['cabling', 'fibre'],
      translations: { ar: { title: 'ألياف', excerpt: 'ملخص', body: 'نص' } },
    });
    expect(diffAny(before, after, postVersionFields)).toEqual([
      { field: 'title', before: before.title, after: 'Fibre Under the Sand' },
      { field: 'tags', before: 'cabling', after: 'cabling, fibre' },
      { field: 'title', locale: 'ar', before: '', after: 'ألياف' },
      { field: 'excerpt', locale: 'ar', before: '', after: 'ملخص' },
      { field: 'body', locale: 'ar', before: '', after: 'نص' },
    ]);
  });
});
