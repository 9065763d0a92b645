import type { Exit } from './command-io';

type ExitCode = (typeof Exit)[keyof typeof Exit];

/** What `sitectl <command> --help` prints after the options. */
export interface CommandHelp {
  /** Where the command reads or writes, and what an operator should know first. */
  about?: string;
  /** What each exit code the command can end with means for it. */
  exitCodes: Partial<Record<ExitCode, string>>;
  /** Whole command lines, a `# comment` after one where it helps. */
  examples?: string[];
  /** Anything to read after the examples. */
  notes?: string;
}

/** The site's database, as the data commands find it. */
export const siteDatabase =
  "the site's database (DATABASE_URL, or DATA_DIR, default .data/), through the site server " +
  'when it runs';

/**
 * What exit code 2 means for a command that reads the site's data: the arguments, or a
 * DATA_DIR or DATABASE_URL that names no site database (a setting to fix, like an argument).
 */
export const wrongArgumentsOrNoDatabase =
  'wrong arguments, or no site database where DATA_DIR or DATABASE_URL points';

const width = 92;

/** `text` in lines of at most `width` characters, each after `indent`. */
function wrap(text: string, indent = '', firstIndent = indent): string {
  const lines: string[] = [];
  let line = firstIndent;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const fresh = line === firstIndent || line === indent;
    if (!fresh && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent;
    }
    line += (line === firstIndent || line === indent ? '' : ' ') + word;
  }
  lines.push(line);
  return lines.join('\n');
}

/** The help text in one layout for every command: about, exit codes, examples, notes. */
export function commandHelp({ about, exitCodes, examples, notes }: CommandHelp): string {
  const codes = Object.entries(exitCodes).map(([code, meaning]) =>
    wrap(meaning, '     ', `  ${code}  `),
  );
  const sections = [
    about && wrap(about),
    ['Exit codes:', ...codes].join('\n'),
    examples?.length && ['Examples:', ...examples.map((example) => `  ${example}`)].join('\n'),
    notes && wrap(notes),
  ];
  return `\n${sections.filter(Boolean).join('\n\n')}`;
}
