import { createElement, Suspense, use, useState } from 'react';
import { isBlockType, isInteractiveBlock, registeredBlock } from './block-registry';
import type { AnyBlock } from '../document/page-types';
import { IslandFrame } from './IslandFrame';
import { BlockErrorBoundary, BlockFailed } from './BlockErrorBoundary';
import { loadBlock, loadedBlock } from './block-loader';
import { interpolateDeep, type Variables } from '../locale/interpolate';
import { StaticBlockFrame, StaticBlockHtml } from './StaticBlock';

interface Props {
  block: AnyBlock;
  vars: Variables;
  /** Its place on the page (names the static block's HTML). */
  index?: number;
  /** The HTML the server rendered for this block, kept as it is (static blocks only). */
  prerendered?: string;
  /** The HTML of this block rendered as an island of its own (see engine/islands). */
  island?: string;
}

/**
 * Renders one block of a page document (its defaults filled in by the build): looks up
 * its type, fills in `{variables}`, and isolates it in an error boundary.
 *
 * A block whose code is already here (on the server, and for the page the browser
 * hydrates) renders directly, so the page hydrates as one tree and is live once the app
 * says so; a block of a page opened later waits for its code in a Suspense boundary.
 * Static blocks are not hydrated at all: the browser keeps the server's HTML. On a page
 * that hydrates by islands, an interactive block is its island's HTML, rendered on its own.
 */
export function BlockRenderer({ block, vars, index = 0, prerendered, island }: Props) {
  // Decided once: switching between the two would mount the block afresh.
  const [codeWasHere] = useState(() => isBlockType(block.type) && Boolean(loadedBlock(block.type)));
  if (!isBlockType(block.type)) {
    console.error(`Unknown block type "${String(block.type)}"; validation should have caught it.`);
    return <BlockFailed />;
  }
  if (prerendered !== undefined) return <StaticBlockHtml index={index} html={prerendered} />;
  if (island !== undefined) return <IslandFrame index={index} type={block.type} html={island} />;
  const { value, emptied } = interpolateDeep(block, vars);
  // A block laid out from a record's list has nothing to show when that list is empty,
  // unless the list is one part among others (an article's tags).
  if (emptied && !registeredBlock(block.type).keepsEmptyLists) return null;
  const rendered = (
    <BlockErrorBoundary blockType={block.type}>
      {codeWasHere ? (
        <LoadedBlock type={block.type} props={value} />
      ) : (
        <Suspense fallback={null}>
          <LoadedBlock type={block.type} props={value} />
        </Suspense>
      )}
    </BlockErrorBoundary>
  );
  return isInteractiveBlock(block) ? (
    rendered
  ) : (
    <StaticBlockFrame index={index}>{rendered}</StaticBlockFrame>
  );
}

function LoadedBlock({ type, props }: { type: string; props: object }) {
  // The same component every time for a type: it is loaded once and kept.
  return createElement(loadedBlock(type) ?? use(loadBlock(type)), props);
}
