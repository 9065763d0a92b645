import { describe, expect, it } from 'vitest';
import { decodeImportBytes } from './decode-utf8';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  );

describe('decodeImportBytes', () => {
  it('decodes UTF-8 text, multi-byte characters included', () => {
    expect(decodeImportBytes(bytes('slug: café\nname: 東京 🚀\n'))).toBe(
      'slug: café\nname: 東京 🚀\n',
    );
  });

  it.each([
    ['a stray continuation byte', bytes('slug: a\nname: ab', [0x80], 'c\n'), 2, 9],
    ['a Latin-1 é', bytes('slug: a\nh1: A\nname: caf', [0xe9], '\n'), 3, 10],
    ['an overlong slash', bytes('name: ', [0xc0, 0xaf], '\n'), 1, 7],
    ['a sequence cut off at the end', bytes('name: é', [0xe2, 0x82]), 1, 8],
  ])('refuses %s with its line and column, never repairing it', (_label, input, line, column) => {
    expect(decodeImportBytes(input)).toEqual({
      title: 'YAML Import Failed',
      message: `The file is not valid UTF-8 text: the bytes at line ${line}, column ${column} are not a character. Save it as UTF-8 and import again.`,
      line,
      column,
    });
  });
});
