export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

/** What the typed word shows from a moment on (milliseconds into the loop). */
export interface TypewriterFrame {
  text: string;
  at: number;
}

/**
 * One loop of the typing effect: each word shown whole, paused on, deleted a character at
 * a time, then the next typed a character at a time. It starts on the first word whole,
 * which is also what shows where the effect does not run (reduced motion).
 */
export function typewriterFrames(
  words: readonly string[],
  { typeMs, deleteMs, pauseMs }: TypewriterTiming,
): { frames: TypewriterFrame[]; duration: number } {
  const frames: TypewriterFrame[] = [];
  let at = 0;
  const show = (text: string, forMs: number) => {
    frames.push({ text, at });
    at += forMs;
  };
  words.forEach((word, index) => {
    const next = words[(index + 1) % words.length]!;
    show(word, pauseMs + deleteMs);
    for (let length = word.length - 1; length > 0; length--) show(word.slice(0, length), deleteMs);
    show('', typeMs);
    for (let length = 1; length < next.length; length++) show(next.slice(0, length), typeMs);
  });
  return { frames, duration: at };
}

/** A CSS string literal of any text. */
export function cssString(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character === '\\' || character === '"') escaped += `\\${character}`;
    else if (code < 0x20 || code === 0x7f) escaped += `\\${code.toString(16)} `;
    else escaped += character;
  }
  return `"${escaped}"`;
}

/**
 * The loop as CSS keyframes of `content`, one step per frame: the browser types the word
 * itself, before and without any script.
 */
export function typewriterKeyframes(frames: readonly TypewriterFrame[], duration: number): string {
  return frames
    .map(({ text, at }) => `${+((at / duration) * 100).toFixed(4)}%{content:${cssString(text)}}`)
    .join('');
}
