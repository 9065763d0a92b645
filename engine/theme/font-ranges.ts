/** Inter's Latin characters, as a CSS unicode-range (Google Fonts' split). */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The characters of the Latin Extended file, loaded only by a page that uses one. */
export const latinExtRange =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Every character a unicode-range names, as one string. */
export function charactersOf(range: string): string {
  let characters = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace(/^U\+/i, '').split('-') as [string, string?];
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      characters += String.fromCodePoint(code);
    }
  }
  return characters;
}

/** A CSS unicode-range naming exactly the given characters, runs written as ranges. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0)!))];
  codes.sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let start = 0; start < codes.length;) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end++;
    const [from, to] = [codes[start]!, codes[end]!];
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    start = end + 1;
  }
  return parts.join(',');
}

/**
 * The characters of the one font file the first screen needs (preloaded): Basic Latin,
 * the punctuation of the General Punctuation block, and the few Latin-1 signs the pages
 * use. A test checks that every page document is written in them.
 */
export const firstScreenRange = 'U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2000-206F,U+20AC,U+2122';

/** Control characters and the byte order mark: nothing to draw, so no font to fetch. */
const isInvisible = (character: string) => {
  const code = character.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfeff;
};

/** The rest of Inter's Latin characters (accented letters and signs), loaded when used. */
export const latinRestRange = unicodeRange(
  [...charactersOf(latinRange)]
    .filter(
      (character) => !isInvisible(character) && !charactersOf(firstScreenRange).includes(character),
    )
    .join(''),
);

/** A pattern matching any one character a CSS unicode-range names. */
export function rangePattern(range: string): RegExp {
  const hex = (code: string) => `\\u{${code}}`;
  const classes = range.split(',').map((part) => {
    const [from, to] = part.replace(/^U\+/i, '').split('-') as [string, string?];
    return to ? `${hex(from)}-${hex(to)}` : hex(from);
  });
  return new RegExp(`[${classes.join('')}]`, 'u');
}

/**
 * The characters Arabic pages are written in, drawn by Noto Sans Arabic: the Arabic comma,
 * semicolon and question mark, the letters, tatweel and vowel marks, the Arabic-Indic
 * digits and signs. A test checks that every Arabic page keeps to them and to Latin.
 */
export const arabicRange = 'U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066C,U+0670';
