import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';

/** A string value of the document and where its text is: offsets into the YAML source. */
export interface ScalarSource {
  /** Where in the document, such as `['blocks', 0, 'title']`. */
  path: (string | number)[];
  value: string;
  start: number;
  end: number;
}

/** One item of `blocks:`, from the start of its line to the end of its last value. */
export interface BlockSource {
  index: number;
  type?: string;
  /** The start of the line of its `- `. */
  start: number;
  /** The end of its last value (no line break after it). */
  end: number;
  scalars: ScalarSource[];
}

/** Where a page's blocks and every string value of it are in its YAML source. */
export interface SourceMap {
  blocks: BlockSource[];
  /** Every string value of the document, blocks' included, in source order. */
  scalars: ScalarSource[];
  /** The `blocks:` list: its end, and the column its items' `-` stand at. */
  blockList?: { start: number; end: number; dashColumn: number };
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

/**
 * The source map of a YAML document. A document with syntax errors still maps what yaml
 * could read of it, so the cursor still finds its block while an author types.
 */
export function sourceMapOf(text: string): SourceMap {
  const doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
  const scalars: ScalarSource[] = [];
  collectScalars(doc.contents, [], scalars);
  const list = isMap(doc.contents) ? doc.contents.get('blocks', true) : undefined;
  if (!isSeq(list) || list.flow || !list.range) return { blocks: [], scalars };
  const contentEnd = (node: Node) =>
    node.range![0] + text.slice(node.range![0], node.range![1]).trimEnd().length;
  const blocks = list.items.flatMap((item, index): BlockSource[] => {
    if (!item || !(item as Node).range) return [];
    const node = item as Node;
    const type = isMap(node) ? node.get('type') : undefined;
    return [
      {
        index,
        ...(typeof type === 'string' ? { type } : {}),
        start: lineStart(text, node.range![0]),
        end: contentEnd(node),
        scalars: scalars.filter(
          (scalar) => scalar.path[1] === index && scalar.path[0] === 'blocks',
        ),
      },
    ];
  });
  const first = list.items[0] as Node | undefined;
  const dashColumn = first?.range ? dashColumnOf(text, first.range[0]) : 2;
  return {
    blocks,
    scalars,
    blockList: { start: list.range[0], end: contentEnd(list), dashColumn },
  };
}

/** The column of the `-` that opens the list item whose value starts at `offset`. */
function dashColumnOf(text: string, offset: number): number {
  const start = lineStart(text, offset);
  const dash = text.slice(start, offset).lastIndexOf('-');
  return dash >= 0 ? dash : offset - start;
}

function collectScalars(node: unknown, path: (string | number)[], out: ScalarSource[]): void {
  if (isScalar(node)) {
    if (typeof node.value === 'string' && node.range)
      out.push({ path, value: node.value, start: node.range[0], end: node.range[1] });
    return;
  }
  if (isSeq(node)) node.items.forEach((item, index) => collectScalars(item, [...path, index], out));
  if (isMap(node))
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key !== undefined) collectScalars(pair.value, [...path, key], out);
    }
}

/**
 * The block the cursor is in: the last one starting at or before it, while the cursor is
 * still inside the `blocks:` list (a blank line between two blocks counts to the one above).
 */
export function blockAtOffset(map: SourceMap, offset: number): number | null {
  if (!map.blockList || map.blocks.length === 0) return null;
  if (offset < map.blocks[0]!.start || offset > map.blockList.end) return null;
  let found: number | null = null;
  for (const block of map.blocks) if (block.start <= offset) found = block.index;
  return found;
}
