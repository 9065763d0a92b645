import { describe, expect, it } from 'vitest';
import { cssString, typewriterFrames, typewriterKeyframes } from './typewriter';

const timing = { typeMs: 120, deleteMs: 80, pauseMs: 2500 };

/** What the word shows at a moment of the loop. */
function textAt(words: string[], ms: number): string {
  const { frames, duration } = typewriterFrames(words, timing);
  const time = ms % duration;
  return frames.filter((frame) => frame.at <= time).at(-1)!.text;
}

describe('typewriterFrames', () => {
  const words = ['IT Innovators', 'Cyber Warriors'];

  it('types, pauses, deletes and moves to the next word at the configured speeds', () => {
    expect(textAt(words, 0)).toBe('IT Innovators');
    expect(textAt(words, 2579)).toBe('IT Innovators');
    expect(textAt(words, 2580)).toBe('IT Innovator');
    expect(textAt(words, 2580 + 11 * 80)).toBe('I');
    expect(textAt(words, 2580 + 12 * 80)).toBe('');
    expect(textAt(words, 2580 + 12 * 80 + 120)).toBe('C');
    expect(textAt(words, 2580 + 12 * 80 + 240)).toBe('Cy');
    expect(textAt(words, 2580 + 12 * 80 + 14 * 120)).toBe('Cyber Warriors');
  });

  it('loops back to the first word whole', () => {
    const { frames, duration } = typewriterFrames(words, timing);
    expect(frames[0]).toEqual({ text: 'IT Innovators', at: 0 });
    expect(textAt(words, duration)).toBe('IT Innovators');
    expect(textAt(words, duration - 1)).toBe('IT Innovator');
  });

  it('retypes a single word', () => {
    expect(textAt(['Go'], 2580)).toBe('G');
    expect(textAt(['Go'], 2580 + 80)).toBe('');
    expect(textAt(['Go'], 2580 + 80 + 120)).toBe('G');
  });
});

describe('typewriterKeyframes', () => {
  it('holds each frame from its start, as a percentage of the loop', () => {
    const css = typewriterKeyframes(
      [
        { text: 'Ab', at: 0 },
        { text: 'A', at: 250 },
        { text: '', at: 750 },
      ],
      1000,
    );
    expect(css).toBe('0%{content:"Ab"}25%{content:"A"}75%{content:""}');
  });

  it('escapes quotes, backslashes and control characters', () => {
    expect(cssString('say "hi" \\ now\n')).toBe('"say \\"hi\\" \\\\ now\\a "');
  });
});
