import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isValidSlug, normaliseVideoId } from './field-rules';

describe('isValidSlug', () => {
  it.each([['managed-it'], ['cloud'], ['ip-telephony-2'], ['a'], ['a'.repeat(100)]])(
    'accepts %s',
    (slug) => expect(isValidSlug(slug)).toBe(true),
  );

  it.each([
    [''],
    ['Managed-IT'],
    ['-managed'],
    ['managed-'],
    ['managed--it'],
    ['managed_it'],
    ['managed it'],
    ['café'],
    ['a'.repeat(101)],
  ])('refuses %j', (slug) => expect(isValidSlug(slug)).toBe(false));
});

describe('isSafeImageUrl', () => {
  it.each([
    ['https://images.example.com/a.jpg'],
    ['https://images.example.com/a.jpg?w=800#top'],
    ['/images/a.jpg'],
    ['/'],
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true));

  it.each([
    [''],
    ['http://images.example.com/a.jpg'],
    ['HTTP://images.example.com/a.jpg'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['//evil.example.com/a.jpg'],
    ['/\\evil.example.com/a.jpg'],
    ['\\\\evil.example.com\\a.jpg'],
    ['https://user:pass@images.example.com/a.jpg'],
    [' https://images.example.com/a.jpg'],
    ['https://images.example.com/a b.jpg'],
    ['/images/a.jpg\n'],
    ['images/a.jpg'],
    ['ftp://images.example.com/a.jpg'],
  ])('refuses %j', (url) => expect(isSafeImageUrl(url)).toBe(false));
});

describe('normaliseVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  a_b-C1d2E3f  ', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s as %s', (value, id) => expect(normaliseVideoId(value)).toBe(id));

  it.each([
    [''],
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['dQw4w9WgXc!'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://www.youtube.com/watch'],
    ['https://evil.example.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ/extra'],
    ['javascript:alert("dQw4w9WgXcQ")'],
    ['https://vimeo.com/123456789'],
  ])('refuses %j', (value) => expect(normaliseVideoId(value)).toBeNull());
});
