import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../tests/fixtures/hostile-text';
import {
  findUnsafeCharacter,
  safeTextPattern,
  unsafeCharacterWords,
  unsafeCharacters,
  withVisibleControls,
} from './safe-text';

const words = (text: string, allowance?: Parameters<typeof findUnsafeCharacter>[1]) => {
  const found = findUnsafeCharacter(text, allowance);
  return found && unsafeCharacterWords(found);
};

describe('safe text', () => {
  it('names an unpaired surrogate, a control character and a bidirectional control, and where', () => {
    expect(words('Cloud \ud800 IT')).toBe('an unpaired surrogate (\\ud800) at character 7');
    expect(words('\udc00')).toBe('an unpaired surrogate (\\udc00) at character 1');
    expect(words('Hello\u0000')).toBe('the control character U+0000 at character 6');
    expect(words('a\u009bb')).toBe('the control character U+009B at character 2');
    expect(words('Invoice \u202efdp.exe')).toBe(
      'the bidirectional control U+202E (RIGHT-TO-LEFT OVERRIDE) at character 9',
    );
    expect(words('\u2066x\u2069')).toBe(
      'the bidirectional control U+2066 (LEFT-TO-RIGHT ISOLATE) at character 1',
    );
  });

  it('counts characters, not code units: a pair before it is one character', () => {
    expect(findUnsafeCharacter('😀😀\u202e')).toMatchObject({ character: 3, offset: 4 });
    expect(findUnsafeCharacter('😀\ud800')).toMatchObject({
      kind: 'unpaired-surrogate',
      character: 2,
      offset: 2,
    });
  });

  it('keeps what real text holds: pairs, Arabic, the direction marks, tabs and line breaks', () => {
    for (const text of [
      'Cloud 😀 IT',
      'الأمن السيبراني',
      'Dubai \u200fدبي\u200e',
      'رقم\u061c 5',
      'one\ttwo\r\nthree',
    ]) {
      expect(findUnsafeCharacter(text), text).toBeNull();
    }
  });

  it("refuses tabs and line breaks in a line, and lets a visitor's bidirectional controls through", () => {
    expect(words('Aisha\nRahman', { lineBreaks: false })).toBe(
      'a tab or line break (U+000A) at character 6',
    );
    expect(findUnsafeCharacter('Invoice \u202efdp.exe', { bidiControls: true })).toBeNull();
    expect(findUnsafeCharacter('\u202e\ud800', { bidiControls: true })).toMatchObject({
      kind: 'unpaired-surrogate',
    });
  });

  it("the schema's pattern and the check agree on every text", () => {
    const pattern = new RegExp(safeTextPattern, 'u');
    fc.assert(
      fc.property(hostileText(), (text) => {
        expect(pattern.test(text)).toBe(findUnsafeCharacter(text) === null);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows every unsafe character as its code, and safe text as it is', () => {
    expect(withVisibleControls('Invoice \u202efdp.exe')).toBe('Invoice ⟨U+202E⟩fdp.exe');
    expect(withVisibleControls('a\ud800b\u0000')).toBe('a⟨U+D800⟩b⟨U+0000⟩');
    fc.assert(
      fc.property(hostileText(), (text) => {
        const shown = withVisibleControls(text);
        expect([...unsafeCharacters(shown)]).toEqual([]);
        if (findUnsafeCharacter(text) === null) expect(shown).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
