import type { BlockProps, BlockType } from './block-schemas';
import type { PageDocument } from '../document/page-types';

/** One block of a page document, as written: its type and its props, one of every block's. */
export type BlockDocument = { [T in BlockType]: BlockProps<T> }[BlockType];

/** A page document whose blocks are known to be the site's blocks, each with its own props. */
export type SitePageDocument = PageDocument<BlockDocument>;
