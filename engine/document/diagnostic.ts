import { formatProblem, type Problem, type Span } from './problem';

const maxWidth = 100;

// C0 controls other than tab, and DEL, as the Unicode symbols for them (NUL as ␀): one
// character for one, so the carets stay under the place.
// eslint-disable-next-line no-control-regex -- showing control characters is the point
const control = /[\u0000-\u0008\u000a-\u001f\u007f]/g;
const visible = (text: string) =>
  text.replace(control, (character) =>
    String.fromCodePoint(character === '\u007f' ? 0x2421 : 0x2400 + character.charCodeAt(0)),
  );

/** Line `line` (1-based) of a source as a code frame shows it, or undefined past its end. */
export function sourceLine(source: string, line: number): string | undefined {
  const text = source.split(/\r?\n/, line)[line - 1];
  return text === undefined ? undefined : visible(text);
}

/**
 * The line of a span and the one before it, numbered, with a caret line under the span,
 * as the yaml library's prettifyError draws it. A span over several lines is underlined
 * to the end of its first line.
 */
export function codeFrame(source: string, span: Span): string {
  const lines = source.split(/\r?\n/, span.line).map(visible);
  const text = lines[span.line - 1];
  if (text === undefined) return '';
  const gutter = String(span.line).length;
  const numbered = (line: number, content: string) =>
    `${String(line).padStart(gutter)} | ${content}`;
  const lastColumn = span.endLine === span.line ? span.endColumn : text.trimEnd().length;
  // Long lines are cut to a window around the span.
  const start = text.length > maxWidth ? Math.max(0, span.column - 1 - maxWidth / 2) : 0;
  const shown = clip(text, start);
  const carets = Math.max(1, Math.min(lastColumn - span.column + 1, maxWidth));
  const pointer = `${' '.repeat(gutter)} | ${' '.repeat(span.column - 1 - start + (start > 0 ? 1 : 0))}${'^'.repeat(carets)}`;
  const before =
    span.line > 1 ? [numbered(span.line - 1, clip(lines[span.line - 2] ?? '', start))] : [];
  return [...before, numbered(span.line, shown), pointer].map((line) => `  ${line}`).join('\n');
}

function clip(text: string, start: number): string {
  const window = text.slice(start, start + maxWidth);
  return `${start > 0 ? '…' : ''}${window}${text.length > start + maxWidth ? '…' : ''}`;
}

/**
 * A problem as `sitectl validate` prints it: `file:line:col code path: message`, the code
 * frame when the source is known, and the hint.
 */
export function formatDiagnostic(problem: Problem, source?: string): string {
  const frame = source === undefined ? '' : codeFrame(source, problem);
  return [formatProblem(problem), ...(frame ? [frame] : []), `  hint: ${problem.hint}`].join('\n');
}
