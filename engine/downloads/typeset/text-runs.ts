import bidiFactory from 'bidi-js';

/** Which of the guides' fonts draws a character: Inter (Latin) or Noto Sans Arabic. */
export type Script = 'latin' | 'arabic';

/** A paragraph's base direction: English guides are left to right, Arabic ones right to left. */
export type Direction = 'ltr' | 'rtl';

/** Which font has a glyph for a code point. */
export interface Coverage {
  latin(codePoint: number): boolean;
  arabic(codePoint: number): boolean;
}

/** A piece of a line, drawn with one font in one direction. */
export interface Piece<T> {
  /** The span (text in one style) the piece comes from. */
  span: T;
  script: Script;
  /** Whether the piece reads right to left (an odd bidi level). */
  rtl: boolean;
  /** The characters as written, in logical order. */
  source: string;
  /** The characters to hand to the font so that its glyphs come out in visual order. */
  text: string;
  /** Where the piece starts, from the line's left edge, and how wide it is, in points. */
  x: number;
  width: number;
}

/** A line, its pieces in visual order from left to right. */
export interface Line<T> {
  pieces: Piece<T>[];
  width: number;
}

/** How to break a paragraph into lines. */
export interface LineOptions<T> {
  direction: Direction;
  /** The longest a line may be, in points. */
  width: number;
  coverage: Coverage;
  /** The width of `text` in the span's style and the script's font, in points. */
  measure(text: string, span: T, script: Script): number;
  /** Called with a character no font has; it throws the caller's error. */
  missing(char: string, span: T): never;
}

const bidi = bidiFactory();
const arabicLetter = /\p{Script=Arabic}/u;

/**
 * The font a character is drawn with: Arabic letters with the Arabic font; Latin letters,
 * digits and punctuation with Inter (the Arabic font has none of them); `undefined` if neither
 * has it.
 */
export function scriptOf(char: string, coverage: Coverage): Script | undefined {
  const codePoint = char.codePointAt(0)!;
  if (arabicLetter.test(char) && coverage.arabic(codePoint)) return 'arabic';
  if (coverage.latin(codePoint)) return 'latin';
  if (coverage.arabic(codePoint)) return 'arabic';
  return undefined;
}

/**
 * Breaks a paragraph, given as spans in the order it was written, into lines no wider than
 * `options.width` (a word longer than that gets a line of its own), and orders each line's
 * pieces for display with the Unicode bidirectional algorithm: in an Arabic line an English
 * name or a number still reads left to right.
 */
export function breakLines<T extends { text: string }>(spans: T[], options: LineOptions<T>) {
  const { text, owner, scripts } = classify(spans, options);
  const embedding = bidi.getEmbeddingLevels(text, options.direction);
  const { levels } = embedding;
  // Characters that can share a piece: same span, same font, same bidi level.
  const sameRun = (i: number, j: number) =>
    owner[i] === owner[j] && scripts[i] === scripts[j] && levels[i] === levels[j];

  const measure = (start: number, end: number) => {
    let width = 0;
    for (let i = start; i < end;) {
      let j = i + 1;
      while (j < end && sameRun(i, j)) j++;
      width += options.measure(text.slice(i, j), spans[owner[i]!]!, scripts[i]!);
      i = j;
    }
    return width;
  };

  // Greedy filling, word by word; a word carries the spaces after it, which end a line unseen.
  const lines: Line<T>[] = [];
  let lineStart = -1;
  let lineEnd = 0;
  let lineWidth = 0;
  for (const word of text.matchAll(/[^ ]+ */g)) {
    const start = word.index;
    const end = start + word[0].trimEnd().length;
    const wordWidth = measure(start, end);
    if (lineStart >= 0 && lineWidth + wordWidth > options.width) {
      lines.push(
        orderLine(text, embedding, lineStart, lineEnd, sameRun, owner, scripts, spans, options),
      );
      lineStart = -1;
    }
    if (lineStart < 0) {
      lineStart = start;
      lineWidth = 0;
    }
    lineEnd = end;
    lineWidth += wordWidth + measure(end, start + word[0].length);
  }
  if (lineStart >= 0) {
    lines.push(
      orderLine(text, embedding, lineStart, lineEnd, sameRun, owner, scripts, spans, options),
    );
  }
  return lines;
}

/** The paragraph's text, with each UTF-16 unit's span and font. */
function classify<T extends { text: string }>(spans: T[], options: LineOptions<T>) {
  let text = '';
  const owner: number[] = [];
  const scripts: (Script | undefined)[] = [];
  spans.forEach((span, index) => {
    for (const char of span.text) {
      // A space has a glyph in both fonts: it goes with its neighbours (below), so that
      // "Microsoft 365" or a run of Arabic words stays one piece.
      const script =
        char === ' '
          ? undefined
          : (scriptOf(char, options.coverage) ?? options.missing(char, span));
      for (let unit = 0; unit < char.length; unit++) {
        owner.push(index);
        scripts.push(script);
      }
      text += char;
    }
  });
  let last = scripts.find((script) => script !== undefined) ?? 'latin';
  const resolved = scripts.map((script) => (last = script ?? last));
  return { text, owner, scripts: resolved };
}

function orderLine<T>(
  text: string,
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  sameRun: (i: number, j: number) => boolean,
  owner: number[],
  scripts: Script[],
  spans: T[],
  options: LineOptions<T>,
): Line<T> {
  // Visual order of the line's characters: bidi-js gives ranges to reverse, in turn.
  const order = Array.from({ length: end - start }, (_, k) => start + k);
  for (const [from, to] of bidi.getReorderSegments(text, embedding, start, end - 1)) {
    order.splice(
      from! - start,
      to! - from! + 1,
      ...order.slice(from! - start, to! - start + 1).reverse(),
    );
  }

  const pieces: Piece<T>[] = [];
  let x = 0;
  for (let k = 0; k < order.length;) {
    const first = order[k]!;
    const rtl = embedding.levels[first]! % 2 === 1;
    const step = rtl ? -1 : 1;
    let last = first;
    while (k + 1 < order.length && order[k + 1] === last + step && sameRun(first, order[k + 1]!)) {
      last = order[++k]!;
    }
    k++;
    const source = text.slice(Math.min(first, last), Math.max(first, last) + 1);
    const span = spans[owner[first]!]!;
    const script = scripts[first]!;
    const glyphText = fontOrder(source, rtl);
    const width = options.measure(glyphText, span, script);
    pieces.push({ span, script, rtl, source, text: glyphText, x, width });
    x += width;
  }
  return { pieces, width: x };
}

/**
 * The text to hand to the font for a piece. fontkit (pdfkit's font engine) shapes Arabic when
 * given it in logical order, and lays out any run that contains an Arabic letter right to left,
 * anything else left to right. Where that differs from the bidi level (a bracket inside Arabic,
 * Arabic-Indic digits), the piece is reversed beforehand. A right-to-left piece also gets its
 * mirrored characters: "(" reads ")" there.
 */
function fontOrder(source: string, rtl: boolean) {
  const chars = [...source];
  const mirrored = rtl ? chars.map((char) => bidi.getMirroredCharacter(char) ?? char) : chars;
  return (arabicLetter.test(source) === rtl ? mirrored : mirrored.reverse()).join('');
}
