import type { ErrorEntry } from './error-entry';

/** One code of a catalogue as docs/errors.md shows it. */
export interface ErrorSection {
  code: string;
  entry: ErrorEntry;
  /** Lines about this catalogue's own fields (a status, the server's code it matches). */
  facts?: string[];
  /** The example, as Markdown lines. */
  example: string[];
}

/**
 * A code's section of docs/errors.md, laid out alike for every catalogue: its title, the
 * catalogue's own facts, the hint, the messages it answers with, and an example.
 */
export function errorSection({ code, entry, facts = [], example }: ErrorSection): string {
  const messages = Object.entries(entry.messages ?? {});
  return [
    `## ${code}`,
    '',
    `**${entry.title}**`,
    '',
    ...(facts.length > 0 ? [...facts, ''] : []),
    `Hint: ${entry.hint}`,
    '',
    ...(messages.length > 0
      ? ['Messages, by case:', '', ...messages.map(([key, text]) => `- \`${key}\`: ${text}`), '']
      : []),
    ...example,
    '',
  ].join('\n');
}

/** A catalogue's part of docs/errors.md: its heading, its source, an introduction, an index. */
export function catalogueHeader(
  heading: string,
  source: string,
  text: string[],
  index: { code: string; title: string }[],
): string[] {
  return [
    `# ${heading}`,
    '',
    `<!-- Generated from ${source} by \`npm run schemas\`; do not edit. -->`,
    '',
    ...text,
    '',
    // Headings are linked by their lowercase form, as Markdown renderers make anchors.
    ...index.map(({ code, title }) => `- [${code}](#${code.toLowerCase()}): ${title}`),
    '',
  ];
}
