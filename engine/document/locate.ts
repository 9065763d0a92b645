import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { ParsedYaml } from './parse-yaml';

export interface Position {
  line: number;
  column: number;
}

/**
 * The position of the YAML node at a data path. When `key` is given and the node is a
 * mapping, the position of that key (for "unknown property" errors). Falls back to the
 * nearest existing ancestor, so every problem gets a real position.
 */
export function locate(
  parsed: ParsedYaml,
  path: readonly (string | number)[],
  key?: string,
): Position {
  let node: unknown = parsed.doc.contents;
  let best = node;
  for (const segment of path) {
    node = childOf(node, segment);
    if (!node) break;
    best = node;
  }
  if (key !== undefined && isMap(best)) {
    const pair = best.items.find(
      (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
    );
    if (pair && isScalar(pair.key)) best = pair.key;
  }
  const offset = (best as Node | null)?.range?.[0] ?? 0;
  const at = parsed.lines.linePos(offset);
  return { line: at.line, column: at.col };
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
