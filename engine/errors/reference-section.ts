/** One part of a generated reference in docs/: a heading, its source, some text and a table. */
export interface ReferenceSection {
  heading: string;
  /** The file the section is made from, named in a comment that warns against editing. */
  source: string;
  /** The paragraph before the table, as lines. */
  text: string[];
  columns: string[];
  rows: string[][];
}

/** The section as Markdown, laid out as the formatter leaves it. */
export function referenceSection({ heading, source, text, columns, rows }: ReferenceSection) {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `# ${heading}`,
    '',
    `<!-- Generated from ${source} by \`npm run schemas\`; do not edit. -->`,
    '',
    ...text,
    '',
    row(columns),
    row(columns.map((column) => '-'.repeat(column.length))),
    ...rows.map(row),
    '',
  ].join('\n');
}
