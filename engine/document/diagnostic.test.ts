import { describe, expect, it } from 'vitest';
import { codeFrame, formatDiagnostic } from './diagnostic';
import { problem } from './problem';

const source = 'title: Test\nblocks:\n  - type: hero\n    subtitle: Hi\n';

describe('codeFrame', () => {
  it('shows the line and the one before it, with carets under the span', () => {
    expect(codeFrame(source, { line: 3, column: 11, endLine: 3, endColumn: 14 })).toBe(
      ['  2 | blocks:', '  3 |   - type: hero', '    |           ^^^^'].join('\n'),
    );
  });

  it('underlines a span over several lines to the end of its first line', () => {
    expect(codeFrame(source, { line: 3, column: 5, endLine: 4, endColumn: 16 })).toMatch(
      /\n {4}\| {5}\^{10}$/,
    );
  });

  it('cuts a long line to a window around the span', () => {
    const long = `text: ${'a'.repeat(300)} bad ${'b'.repeat(300)}`;
    const frame = codeFrame(long, { line: 1, column: 308, endLine: 1, endColumn: 310 });
    const [shown, pointer] = frame.split('\n');
    expect(shown!.length).toBeLessThan(120);
    expect(shown!.slice(pointer!.indexOf('^'), pointer!.lastIndexOf('^') + 1)).toBe('bad');
  });
});

describe('formatDiagnostic', () => {
  it('prints the position, code and message, the frame, then the hint', () => {
    const found = problem({
      code: 'unknown-block',
      file: 'pages/x.yaml',
      at: { line: 3, column: 11, endLine: 3, endColumn: 14 },
      path: 'blocks[0].type',
      message: "unknown block type 'hero'",
      hint: 'Check the spelling.',
    });
    expect(formatDiagnostic(found, source).split('\n')).toEqual([
      "pages/x.yaml:3:11 unknown-block blocks[0].type: unknown block type 'hero'",
      '  2 | blocks:',
      '  3 |   - type: hero',
      '    |           ^^^^',
      '  hint: Check the spelling.',
    ]);
  });

  it('gives a problem without a hint of its own the catalogue fix for its code', () => {
    expect(problem({ code: 'duplicate-id', file: 'a.yaml', message: 'twice' })).toMatchObject({
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      path: '',
      level: 'error',
      hint: 'Rename one of them: an id must be unique on its page.',
    });
  });
});
