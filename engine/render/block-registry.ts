import type { ComponentType } from 'react';

/** How the renderer gets a block type's code, and how the block behaves once on a page. */
export interface RegisteredBlock {
  /** Loads the component: each block type is a chunk of its own. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
  load: () => Promise<ComponentType<any>>;
  /**
   * The block responds to a visitor, always or when `interactive(block)` says so for one
   * block on a page; other blocks are never hydrated.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
  interactive?: true | ((block: any) => boolean);
  /** The block acts as soon as its page opens: the page starts the app at once. */
  startsOnLoad?: true;
  /** The block still shows when a record's list it names is empty (a post without tags). */
  keepsEmptyLists?: true;
}

/** Block types and their code: engine/pages/registry.ts for this site. */
export type BlockRegistry = Readonly<Record<string, RegisteredBlock>>;

let blocks: BlockRegistry | null = null;

/**
 * Hands the site's blocks to the renderer. Each host calls it once, before it renders: the
 * server's render entry, the browser's app and its islands. The renderer never imports
 * blocks/ itself, so blocks can use the renderer's parts without a circle.
 */
export function setBlockRegistry(registry: BlockRegistry): void {
  blocks = registry;
}

function registry(): BlockRegistry {
  if (!blocks) throw new Error('No blocks to render: call setBlockRegistry(registry) first.');
  return blocks;
}

/** A block type the site has. */
export function isBlockType(type: unknown): type is string {
  return typeof type === 'string' && Object.hasOwn(registry(), type);
}

/** Whether a block of a page responds to a visitor: the browser hydrates it, or keeps its HTML. */
export function isInteractiveBlock(block: { type: string }): boolean {
  const { interactive } = registeredBlock(block.type);
  return typeof interactive === 'function' ? interactive(block) : interactive === true;
}

/** The registration of a block type the site has (check with isBlockType first). */
export function registeredBlock(type: string): RegisteredBlock {
  const found = registry()[type];
  if (!found) throw new Error(`No block type "${type}".`);
  return found;
}
