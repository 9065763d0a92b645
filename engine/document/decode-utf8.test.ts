import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './decode-utf8';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  );

describe('decodeUtf8', () => {
  it('decodes UTF-8 text, multi-byte characters included', () => {
    expect(decodeUtf8(bytes('slug: café\nname: 東京 🚀\n'), 'a.yaml')).toEqual({
      text: 'slug: café\nname: 東京 🚀\n',
    });
  });

  it.each([
    ['a stray continuation byte', bytes('slug: a\nname: ab', [0x80], 'c\n'), 2, 9],
    ['a Latin-1 é', bytes('slug: a\nh1: A\nname: caf', [0xe9], '\n'), 3, 10],
    ['an overlong slash', bytes('name: ', [0xc0, 0xaf], '\n'), 1, 7],
    ['a sequence cut off at the end', bytes('name: é', [0xe2, 0x82]), 1, 8],
  ])('refuses %s with its line and column, never repairing it', (_label, input, line, column) => {
    const decoded = decodeUtf8(input, 'a.yaml');
    expect(decoded).toMatchObject({
      problem: {
        code: 'not-utf8',
        file: 'a.yaml',
        line,
        column,
        message: 'The file is not valid UTF-8 text: these bytes are not a character.',
      },
    });
    // The source shows the bytes replaced, for the code frame only.
    expect('source' in decoded && decoded.source).toContain('\uFFFD');
  });
});
