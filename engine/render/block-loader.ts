import type { ComponentType } from 'react';
import { isBlockType, registeredBlock } from './block-registry';
import type { PageDocument } from '../document/page-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
type AnyBlock = ComponentType<any>;

const loaded = new Map<string, AnyBlock>();
const pending = new Map<string, Promise<AnyBlock>>();

/** The component of a block type, fetched once (its chunk is shared by every page using it). */
export function loadBlock(type: string): Promise<AnyBlock> {
  let promise = pending.get(type);
  if (!promise) {
    promise = (registeredBlock(type).load as () => Promise<AnyBlock>)().then((component) => {
      loaded.set(type, component);
      return component;
    });
    pending.set(type, promise);
  }
  return promise;
}

/** The component if its chunk has arrived, so rendering need not wait. */
export function loadedBlock(type: string): AnyBlock | undefined {
  return loaded.get(type);
}

type PageBlock = PageDocument['blocks'][number];

/** The block types of a page's blocks (those `which` picks), each once, in order of first use. */
function blockTypesOf(page: PageDocument, which: (block: PageBlock) => boolean = () => true) {
  return [
    ...new Set(
      page.blocks.filter((block) => isBlockType(block.type) && which(block)).map((b) => b.type),
    ),
  ];
}

/**
 * The block types a page renders when it opens (of the blocks `which` picks, e.g. the
 * interactive ones): none for a page with `access: staff`, whose blocks (and their code)
 * wait until staff sign in.
 */
export function pageBlockTypes(
  page: PageDocument,
  which?: (block: PageBlock) => boolean,
): string[] {
  return page.access === 'staff' ? [] : blockTypesOf(page, which);
}

const staffBlocksLoading = new WeakMap<PageDocument, Promise<void>>();

/**
 * Fetches the code of every block of a staff page, once per page, for when staff are in;
 * the same promise each time, so a component can `use()` it.
 */
export function loadStaffBlocks(page: PageDocument): Promise<void> {
  let loading = staffBlocksLoading.get(page);
  if (!loading) {
    loading = Promise.all(blockTypesOf(page).map(loadBlock)).then(() => undefined);
    staffBlocksLoading.set(page, loading);
  }
  return loading;
}

/** Fetches the code of every block a page renders, so it renders without waiting. */
export async function loadPageBlocks(page: PageDocument): Promise<void> {
  await Promise.all(pageBlockTypes(page).map(loadBlock));
}
