import { LineCounter, type Document } from 'yaml';
import { findControlCharacter } from './control-characters';
import type { DocumentKind } from './document-kind';
import { withEnvSnapshot } from './env-snapshot';
import { controlCharacter, fileTooLarge, structureProblem } from './file-problems';
import { maxAliasCount, maxFileBytes } from './limits';
import { problem, type Problem } from './problem';
import { parseWithinLimits } from './structure-scan';
import { textPosition } from './text-position';
import { exceedsUtf8Bytes } from './utf8-size';
import { yamlSyntaxProblems } from './yaml-syntax-problems';

/**
 * yaml's parser checks `process.env.LOG_TOKENS` for every token it reads, and its composer
 * `LOG_STREAM` for every document: a fifth of the time a page takes to parse goes to those
 * reads of the real environment unless they come from a snapshot (env-snapshot.ts).
 */
const yamlDebugSwitches = ['LOG_TOKENS', 'LOG_STREAM'];

/**
 * YAML 1.2 core types only, for every kind: no merge keys or typed tags a `%YAML 1.1`
 * directive could switch on. Repeated keys are found in linear time (duplicate-keys.ts)
 * rather than by yaml's `uniqueKeys`, which is quadratic in the size of a mapping.
 */
const parseOptions = {
  prettyErrors: false,
  schema: 'core',
  merge: false,
  resolveKnownTags: false,
  uniqueKeys: false,
  logLevel: 'error',
} as const;

/** The documents of a YAML file, with what positions need. */
export interface ParsedYaml {
  kind: DocumentKind;
  text: string;
  lines: LineCounter;
  documents: Document.Parsed[];
}

/** One document of a parsed file. */
export interface ParsedDocument {
  text: string;
  lines: LineCounter;
  doc: Document.Parsed;
}

/**
 * Parses the text of a YAML file of a kind within that kind's limits (limits.ts), keeping
 * node positions: its size, control characters and structure first, then yaml's syntax
 * errors and repeated keys, every one a problem with its place. Nothing is thrown; there is
 * nothing `parsed` when a limit refuses the file.
 */
export function parseYaml(
  text: string,
  file: string,
  kind: DocumentKind,
): { parsed?: ParsedYaml; problems: Problem[] } {
  if (exceedsUtf8Bytes(text, maxFileBytes[kind])) return { problems: [fileTooLarge(file, kind)] };
  const control = findControlCharacter(text);
  if (control) {
    const { line, column } = textPosition(text, control.offset);
    const at = { line, column, endLine: line, endColumn: column };
    return { problems: [controlCharacter(file, control.code, at)] };
  }
  const lines = new LineCounter();
  const documents = withEnvSnapshot(yamlDebugSwitches, () =>
    parseWithinLimits(text, parseOptions, lines, kind),
  );
  if (!Array.isArray(documents)) {
    const { line, column } = textPosition(text, documents.offset);
    const at = { line, column, endLine: line, endColumn: column };
    return { problems: [structureProblem(documents.limit, file, kind, at)] };
  }
  return {
    parsed: { kind, text, lines, documents },
    problems: yamlSyntaxProblems(documents, text, lines, file),
  };
}

/** One document of a parsed file; an empty file has none. */
export function documentAt(parsed: ParsedYaml, index: number): ParsedDocument | undefined {
  const doc = parsed.documents[index];
  return doc && { text: parsed.text, lines: parsed.lines, doc };
}

/** Converts every document to plain data, refusing alias bombs (maxAliasCount). */
export function toData(
  parsed: ParsedYaml,
  file: string,
): { data?: unknown[]; problems: Problem[] } {
  try {
    const data = parsed.documents.map((doc) => doc.toJS({ maxAliasCount }) as unknown);
    return { data, problems: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/alias count/i.test(message))
      return { problems: [structureProblem('aliases', file, parsed.kind)] };
    return { problems: [problem({ code: 'yaml-impossible', file, message })] };
  }
}
