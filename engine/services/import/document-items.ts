import { isAlias, isMap, isNode, isSeq } from 'yaml';
import type { Document, LineCounter } from 'yaml';
import { isFieldObject, looksLikeService } from './service-fields';

export interface DocumentItem {
  value: unknown;
  /** Where the item is in its document's data: `['services', 2]`, `[2]`, or `[]` for the document itself. */
  path: (string | number)[];
  line?: number;
}

const WRAPPER_KEYS = ['services', 'content'] as const;

// The service items of one parsed document, each with the line it starts on, or null when
// the document has a shape the import does not accept. An empty document has no items.
export function documentItems(
  document: Document.Parsed,
  value: unknown,
  lines: LineCounter,
): DocumentItem[] | null {
  if (value == null) return [];
  const root = resolve(document, document.contents);
  if (Array.isArray(value)) return withLines(value, sequenceNodes(document, root), lines, []);
  if (!isFieldObject(value)) return null;
  for (const key of WRAPPER_KEYS) {
    const list = Object.hasOwn(value, key) ? value[key] : undefined;
    if (Array.isArray(list)) {
      const listNode = isMap(root) ? resolve(document, root.get(key, true)) : undefined;
      return withLines(list, sequenceNodes(document, listNode), lines, [key]);
    }
  }
  return looksLikeService(value) ? [{ value, path: [], line: lineOf(root, lines) }] : null;
}

function sequenceNodes(document: Document.Parsed, node: unknown): readonly unknown[] {
  const sequence = resolve(document, node);
  return isSeq(sequence) ? sequence.items : [];
}

function resolve(document: Document.Parsed, node: unknown): unknown {
  return isAlias(node) ? node.resolve(document) : node;
}

function withLines(
  values: readonly unknown[],
  nodes: readonly unknown[],
  lines: LineCounter,
  listPath: readonly string[],
): DocumentItem[] {
  return values.map((value, position) => ({
    value,
    path: [...listPath, position],
    line: lineOf(nodes[position], lines),
  }));
}

function lineOf(node: unknown, lines: LineCounter): number | undefined {
  const start = isNode(node) ? node.range?.[0] : undefined;
  return start === undefined ? undefined : lines.linePos(start).line;
}
