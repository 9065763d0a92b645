import { withVisibleControls } from '../schema/safe-text';

export type CsvCell = string | number;

// A text cell starting with one of these is read as a formula by spreadsheet programs,
// unless it is a plain signed figure such as "+8.2%".
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_FIGURE = /^[+-]\d[\d.,]*%?$/;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  // A spreadsheet shows a bidirectional override as it is: "Invoice exe.pdf" for what was
  // sent as "Invoice U+202E fdp.exe". The cell shows ⟨U+202E⟩ where it stood (safe-text.ts).
  const shown = withVisibleControls(value);
  const text = FORMULA_START.test(shown) && !SIGNED_FIGURE.test(shown) ? `'${shown}` : shown;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: CRLF line ends, fields with commas, quotes or line breaks quoted. A UTF-8
 * byte-order mark goes first so spreadsheet programs read non-ASCII text correctly. No cell
 * starts a formula or holds a control character as it is.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
