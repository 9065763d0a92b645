import { createElement, Suspense, use } from 'react';
import type { BlockType } from '../../blocks/block-schemas';
import { isBlockType } from '../../blocks/registry';
import type { BlockDocument } from '../document/page-types';
import { BlockErrorBoundary, BlockFailed } from './BlockErrorBoundary';
import { loadBlock, loadedBlock } from './block-loader';
import { interpolateDeep, type Variables } from './interpolate';
import { isStaticBlockType, StaticBlockFrame, StaticBlockHtml } from './StaticBlock';

interface Props {
  block: BlockDocument;
  vars: Variables;
  /** Its place on the page (names the static block's HTML). */
  index?: number;
  /** The HTML the server rendered for this block, kept as it is (static blocks only). */
  prerendered?: string;
}

/**
 * Renders one block of a page document (its defaults filled in by the build): looks up
 * its type, fills in `{variables}`, and isolates it in an error boundary.
 *
 * Each block is its own Suspense boundary, so the browser hydrates the interactive blocks
 * of a prerendered page one by one in short tasks (first the one a visitor touches).
 * Static blocks are not hydrated at all: the browser keeps the server's HTML.
 */
export function BlockRenderer({ block, vars, index = 0, prerendered }: Props) {
  if (!isBlockType(block.type)) {
    console.error(`Unknown block type "${String(block.type)}"; validation should have caught it.`);
    return <BlockFailed />;
  }
  if (prerendered !== undefined) return <StaticBlockHtml index={index} html={prerendered} />;
  const { value, emptied } = interpolateDeep(block, vars);
  // A block laid out from a record's list has nothing to show when that list is empty.
  if (emptied) return null;
  const rendered = (
    <BlockErrorBoundary blockType={block.type}>
      <Suspense fallback={null}>
        <LoadedBlock type={block.type} props={value} />
      </Suspense>
    </BlockErrorBoundary>
  );
  return isStaticBlockType(block.type) ? (
    <StaticBlockFrame index={index}>{rendered}</StaticBlockFrame>
  ) : (
    rendered
  );
}

function LoadedBlock({ type, props }: { type: BlockType; props: object }) {
  // The same component every time for a type: it is loaded once and kept.
  return createElement(loadedBlock(type) ?? use(loadBlock(type)), props);
}
