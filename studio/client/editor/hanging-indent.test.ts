import { describe, expect, it } from 'vitest';
import { hangingIndentOf } from './hanging-indent';

describe('hangingIndentOf', () => {
  it('continues a wrapped line two characters past its indentation', () => {
    expect(hangingIndentOf('title: Managed IT')).toBe(2);
    expect(hangingIndentOf('    heading: A long heading that wraps')).toBe(6);
  });

  it('counts list dashes, nested ones too, as indentation', () => {
    expect(hangingIndentOf('  - type: hero')).toBe(6);
    expect(hangingIndentOf('  - - one')).toBe(8);
    expect(hangingIndentOf('-   spaced: out')).toBe(6);
  });

  it('leaves an empty line and a lone dash at their width', () => {
    expect(hangingIndentOf('')).toBe(2);
    expect(hangingIndentOf('  -')).toBe(4);
  });
});
