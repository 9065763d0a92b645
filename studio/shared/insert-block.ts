import { stringify } from 'yaml';
import { blockAtOffset, type SourceMap } from './source-map';

/** A change to the editor's text: replace `from`..`to` with `insert`, then put the cursor. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
  cursor: number;
}

/**
 * Adds `block` (an example from the page schema) to the `blocks:` list as YAML: after the
 * block the cursor is in, or at the end of the list when the cursor is elsewhere, indented
 * as the list's items are and set off by a blank line as blocks are. Null when the page has
 * no block list to add to.
 */
export function insertBlock(map: SourceMap, cursor: number, block: object): TextChange | null {
  const list = map.blockList;
  if (!list) return null;
  const at = blockAtOffset(map, cursor);
  const after = at === null ? map.blocks.at(-1) : map.blocks[at];
  const from = after ? after.end : list.end;
  const indent = ' '.repeat(list.dashColumn);
  const yaml = stringify([block], { lineWidth: 100 }).trimEnd();
  const indented = yaml
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
  const insert = `\n\n${indented}`;
  // The cursor goes to the new block's type, the first thing an author changes.
  const typeAt = insert.indexOf('type:');
  return {
    from,
    to: from,
    insert,
    cursor: from + (typeAt >= 0 ? typeAt + 'type: '.length : 2),
  };
}
