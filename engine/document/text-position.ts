/** 1-based line and column of `offset` in `text`, counting UTF-16 code units as yaml does. */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset;) {
    line += 1;
    lineStart = index + 1;
    index = text.indexOf('\n', lineStart);
  }
  return { line, column: offset - lineStart + 1 };
}
