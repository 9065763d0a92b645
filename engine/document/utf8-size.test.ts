import { describe, expect, it } from 'vitest';
import { exceedsUtf8Bytes } from './utf8-size';

describe('exceedsUtf8Bytes', () => {
  it.each([
    ['ASCII', 'abcd', 4],
    ['two-byte characters', 'éé', 4],
    ['three-byte characters', '€€', 6],
    ['a surrogate pair', '😀', 4],
    ['a lone surrogate', '\ud800', 3],
  ])('counts %s exactly', (_label, text, bytes) => {
    expect(exceedsUtf8Bytes(text, bytes)).toBe(false);
    expect(exceedsUtf8Bytes(text, bytes - 1)).toBe(true);
    expect(new TextEncoder().encode(text).length).toBe(bytes);
  });
});
