import type { ComponentType } from 'react';
import { isBlockType } from '../../blocks/block-schemas';
import { registry } from '../../blocks/registry';
import { applyDefaults } from '../document/apply-defaults';
import type { BlockDocument } from '../document/page-types';
import { BlockErrorBoundary, BlockFailed } from './BlockErrorBoundary';
import { interpolateDeep, type Variables } from './interpolate';

/**
 * Renders one block of a page document: looks up its type, fills in `{variables}`
 * and schema defaults, and isolates it in an error boundary.
 */
export function BlockRenderer({ block, vars }: { block: BlockDocument; vars: Variables }) {
  if (!isBlockType(block.type)) {
    console.error(`Unknown block type "${String(block.type)}"; validation should have caught it.`);
    return <BlockFailed />;
  }
  const definition = registry[block.type];
  const { value, emptied } = interpolateDeep(block, vars);
  // A block laid out from a record's list has nothing to show when that list is empty.
  if (emptied) return null;
  const props = applyDefaults(definition.schema, value);
  const Block = definition.component as ComponentType<typeof props>;
  return (
    <BlockErrorBoundary blockType={block.type}>
      <Block {...props} />
    </BlockErrorBoundary>
  );
}
