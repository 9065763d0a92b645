import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { ParsedDocument } from './parse-yaml';
import type { Span } from './problem';

/**
 * The span of the YAML node at a data path. When `key` is given and the node is a
 * mapping, the span of that key (for "unknown property" errors); when `excerpt` is
 * given, the span of that text inside the node (for one reference in a string). Falls
 * back to the nearest existing ancestor, so every problem gets a real position.
 */
export function locate(
  parsed: ParsedDocument,
  path: readonly (string | number)[],
  key?: string,
  excerpt?: string,
): Span {
  let node: unknown = parsed.doc.contents;
  let best = node;
  for (const segment of path) {
    node = childOf(node, segment);
    if (!node) break;
    best = node;
  }
  if (key !== undefined && isMap(best)) {
    const pair = best.items.find(
      (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key,
    );
    if (pair && isScalar(pair.key)) best = pair.key;
  }
  const [start = 0, rangeEnd = start] = (best as Node | null)?.range ?? [];
  // A block collection's range takes in the line break after it.
  const end = start + parsed.text.slice(start, rangeEnd).trimEnd().length;
  const found = excerpt === undefined ? -1 : parsed.text.slice(start, end).indexOf(excerpt);
  if (found >= 0) return span(parsed, start + found, start + found + excerpt!.length);
  return span(parsed, start, end);
}

/** Line and column of the first character and of the last one, from offsets. */
function span(parsed: ParsedDocument, start: number, end: number): Span {
  const from = parsed.lines.linePos(start);
  const to = parsed.lines.linePos(Math.max(start, end - 1));
  return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
}

function childOf(node: unknown, segment: string | number): unknown {
  if (isSeq(node) && typeof segment === 'number') return node.items[segment];
  if (isMap(node)) {
    const pair = node.items.find(
      (item) => isScalar(item.key) && String(item.key.value) === String(segment),
    );
    return pair?.value ?? pair?.key;
  }
  return undefined;
}
