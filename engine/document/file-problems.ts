import type { DocumentKind } from './document-kind';
import {
  maxAliasCount,
  maxDocuments,
  maxFileBytes,
  maxNestingDepth,
  maxServices,
  maxYamlNodes,
} from './limits';
import { problem, type Problem, type Span } from './problem';
import { counted, shownCount, shownSize } from './shown-numbers';
import type { StructureLimit } from './structure-scan';

// The words of the problems that refuse a file as a whole. The admin's upload shows the
// ones without a place as they are (engine/services/import/upload-result.ts).

const structureMessages: Readonly<Record<StructureLimit, (kind: DocumentKind) => string>> = {
  depth: () => `The YAML file is nested too deeply (more than ${maxNestingDepth} levels).`,
  aliases: () =>
    `The YAML file has too many aliases (more than ${maxAliasCount} anchors, aliases or alias expansions).`,
  nodes: () =>
    `The YAML file has too many values (more than ${shownCount(maxYamlNodes)} keys, values and list items). Split it into smaller files.`,
  documents: (kind) =>
    `The YAML file has more than ${counted(maxDocuments[kind], 'document')}. Split it into smaller files.`,
  services: () =>
    `The YAML file has more than ${counted(maxServices, 'service')}. Split it into smaller files.`,
};

const structureCodes = {
  depth: 'too-deep',
  aliases: 'too-many-aliases',
  nodes: 'too-many-values',
  documents: 'too-many-documents',
  services: 'too-many-services',
} as const satisfies Record<StructureLimit, Problem['code']>;

/** The file breaks one of the structure limits of its kind, at `at` when that is known. */
export function structureProblem(
  limit: StructureLimit,
  file: string,
  kind: DocumentKind,
  at?: Span,
): Problem {
  return problem({
    code: structureCodes[limit],
    file,
    at,
    message: structureMessages[limit](kind),
  });
}

/** The file is larger than a file of its kind may be. */
export function fileTooLarge(file: string, kind: DocumentKind): Problem {
  return problem({
    code: 'file-too-large',
    file,
    message: `The file is larger than ${shownSize(maxFileBytes[kind])}. Split it into smaller files.`,
  });
}

/** The file's name is not a YAML file's. */
export function notYamlFile(file: string): Problem {
  return problem({
    code: 'not-yaml-file',
    file,
    message: 'The file name does not end in .yaml or .yml.',
  });
}

/** The file could not be read; `reason` is the system's. */
export function unreadableFile(file: string, reason: string): Problem {
  return problem({ code: 'unreadable-file', file, message: `Cannot read the file: ${reason}` });
}

/** The bytes at `at` are not UTF-8. */
export function notUtf8(file: string, at: Span): Problem {
  return problem({
    code: 'not-utf8',
    file,
    at,
    message: 'The file is not valid UTF-8 text: these bytes are not a character.',
  });
}

/** The file holds the control character `code` (U+0000) at `at`. */
export function controlCharacter(file: string, code: string, at: Span): Problem {
  return problem({
    code: 'control-character',
    file,
    at,
    message: `The file contains the control character ${code}.`,
  });
}
