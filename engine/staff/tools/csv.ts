export type CsvCell = string | number;

// A text cell starting with one of these is read as a formula by spreadsheet programs,
// unless it is a plain signed figure such as "+8.2%".
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_FIGURE = /^[+-]\d[\d.,]*%?$/;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) && !SIGNED_FIGURE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: CRLF line ends, fields with commas, quotes or line breaks quoted. A UTF-8
 * byte-order mark goes first so spreadsheet programs read non-ASCII text correctly.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
