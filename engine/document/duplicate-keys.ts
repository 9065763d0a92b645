import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Document, Node } from 'yaml';

/**
 * Every key that repeats an earlier key of the same mapping, in the order the walk meets
 * them. yaml's own check (`uniqueKeys`) compares every key with every earlier one, which is
 * quadratic in the size of a mapping; this walks the document once, without recursion.
 */
export function findDuplicateKeys(document: Document.Parsed): Node[] {
  const found: Node[] = [];
  const pending: unknown[] = [document.contents];
  while (pending.length > 0) {
    const node = pending.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key)) found.push(pair.key);
          seen.add(key);
        }
        pending.push(pair.key, pair.value);
      }
    } else if (isSeq(node)) {
      // One push per item: spreading a long list into push() overflows the call stack.
      for (const item of node.items) pending.push(item);
    } else if (isPair(node)) {
      pending.push(node.key, node.value);
    }
  }
  return found;
}
