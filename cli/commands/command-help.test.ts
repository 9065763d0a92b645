import { describe, expect, it } from 'vitest';
import { commandHelp } from './command-help';

describe('commandHelp', () => {
  it('lays out about, exit codes, examples and notes in that order', () => {
    const text = commandHelp({
      about: 'Reads the database.',
      exitCodes: { 0: 'done', 3: 'the database failed' },
      examples: ['sitectl thing'],
      notes: 'Nothing else.',
    });
    expect(text).toBe(
      '\nReads the database.\n\nExit codes:\n  0  done\n  3  the database failed\n\n' +
        'Examples:\n  sitectl thing\n\nNothing else.',
    );
  });

  it('wraps long meanings under their text, never past 92 columns', () => {
    const meaning = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const lines = commandHelp({ exitCodes: { 1: meaning } }).split('\n');
    expect(lines[2]).toMatch(/^ {2}1 {2}word0 /);
    expect(lines.slice(3).every((line) => line.startsWith('     word'))).toBe(true);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(92);
    expect(
      lines
        .join(' ')
        .split(/\s+/)
        .filter((word) => word.startsWith('word')),
    ).toHaveLength(40);
  });

  it('leaves out the sections a command has nothing for', () => {
    expect(commandHelp({ exitCodes: { 0: 'ended' } })).toBe('\nExit codes:\n  0  ended');
  });
});
