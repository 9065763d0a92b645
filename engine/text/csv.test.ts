import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180 lines after a byte-order mark', () => {
    expect(
      toCsv([
        ['Week', 'Visitors'],
        ['Nov 1-7', 4105],
      ]),
    ).toBe('\uFEFFWeek,Visitors\r\nNov 1-7,4105\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([['Dubai, UAE', 'the "crew"', 'two\nlines']])).toBe(
      '\uFEFF"Dubai, UAE","the ""crew""","two\nlines"\r\n',
    );
  });

  it('keeps text from being read as a formula, but not signed figures', () => {
    expect(toCsv([['=HYPERLINK("x")', '@SUM(A1)', '+8.2%', '-3', '-x']])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'@SUM(A1),+8.2%,-3,'-x\r\n`,
    );
  });
});
