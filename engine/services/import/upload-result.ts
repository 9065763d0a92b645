import { findControlCharacter } from '../../document/control-characters';
import { IMPORT_MESSAGES } from './messages';
import type { ImportFatal, ImportIssue, ImportProblem, ParseResult, ServiceImport } from './types';

const openings: Readonly<Record<string, 'quote' | 'bracket' | 'brace'>> = {
  '"': 'quote',
  "'": 'quote',
  '[': 'bracket',
  '{': 'brace',
};

/**
 * An import as the admin's upload shows it: the valid services, the problems of items
 * (an item's errors in one entry, each warning in its own), and the first problem of the
 * whole file, if any, as the toast that says the import failed. `text` is the file's, for
 * the words of a problem at a character of it.
 */
export function uploadResult({ services, problems }: ServiceImport, text?: string): ParseResult {
  const result: ParseResult = {
    services: services.map((service) => service.record),
    errors: itemErrors(problems.filter((found) => found.item && found.level === 'error')),
    warnings: problems.filter((found) => found.item && found.level === 'warning').map(issue),
  };
  const stop = problems.find((found) => !found.item && found.level === 'error');
  return stop ? { ...result, fatal: fatal(stop, text) } : result;
}

function issue({ item, message }: ImportProblem): ImportIssue {
  const { document = 0, index = 0, slug, line } = item ?? {};
  return {
    document,
    index,
    ...(slug === undefined ? {} : { slug }),
    ...(line === undefined ? {} : { line }),
    message,
  };
}

// One entry per invalid item, its problems joined, as the upload has always listed them.
function itemErrors(problems: readonly ImportProblem[]): ImportIssue[] {
  const byItem = new Map<string, ImportIssue>();
  for (const found of problems) {
    const key = `${found.item?.document}:${found.item?.index}`;
    const entry = byItem.get(key);
    if (entry) entry.message = `${entry.message}; ${found.message}`;
    else byItem.set(key, issue(found));
  }
  return [...byItem.values()];
}

// The upload words a problem at a place of the file with that place in the sentence.
function fatal(found: ImportProblem, text = ''): ImportFatal {
  const { line, column } = found;
  const placed = (message: string): ImportFatal => ({
    title: IMPORT_MESSAGES.failedTitle,
    message,
    line,
    column,
  });
  const character = text.split(/\r?\n/, line)[line - 1]?.charAt(column - 1) ?? '';
  switch (found.code) {
    case 'control-character': {
      const code = findControlCharacter(character)?.code ?? '';
      return placed(IMPORT_MESSAGES.controlCharacter(code, line, column));
    }
    case 'not-utf8':
      return placed(IMPORT_MESSAGES.notUtf8(line, column));
    case 'unexpected-end': {
      const opening = openings[character];
      return placed(
        opening
          ? IMPORT_MESSAGES.neverClosed(opening, line, column)
          : IMPORT_MESSAGES.endsEarly(line, column),
      );
    }
    default:
      // The yaml parser's own problems (problems/parsing.json).
      return found.code.startsWith('yaml-')
        ? placed(IMPORT_MESSAGES.syntaxError(found.message, line, column))
        : { title: IMPORT_MESSAGES.failedTitle, message: found.message };
  }
}
