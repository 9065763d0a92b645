import type { Variables } from '../../engine/locale/interpolate';
import { findClickedScalar } from '../shared/clicked-scalar';
import type { ClickRegion } from '../shared/preview-messages';
import type { ScalarSource, SourceMap } from '../shared/source-map';

/** Where a click in the preview leads in the YAML, and what the author is told about it. */
export type ClickTarget =
  | { kind: 'value'; scalar: ScalarSource }
  | { kind: 'block-start'; block: number; at: number }
  | { kind: 'record'; scalar: ScalarSource; source: string; field: string }
  | { kind: 'site-file'; region: 'header' | 'footer' | 'shell' }
  | { kind: 'nothing' };

/**
 * The place in the open file a clicked text came from: the string value of the clicked block
 * that shows it, the block's own start when none does, or the record field a `{record.*}`
 * value shows. A click on the header or footer leads to the site file instead.
 */
export function clickTarget(
  map: SourceMap,
  region: ClickRegion,
  text: string,
  variables: Variables,
): ClickTarget {
  if ('site' in region) return { kind: 'site-file', region: region.site };
  const block = map.blocks.find((each) => each.index === region.block);
  if (!block) return { kind: 'nothing' };
  const found = findClickedScalar(block.scalars, text, variables);
  if (!found) return { kind: 'block-start', block: block.index, at: block.start };
  if (found.recordField) {
    const source = map.scalars.find(
      (scalar) =>
        scalar.path.length === 2 && scalar.path[0] === 'record' && scalar.path[1] === 'source',
    );
    return {
      kind: 'record',
      scalar: found.scalar,
      source: source?.value ?? 'record',
      field: found.recordField,
    };
  }
  return { kind: 'value', scalar: found.scalar };
}
