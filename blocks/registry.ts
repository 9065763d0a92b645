import type { FromSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';
import { blockSchemas, type BlockType } from './block-schemas';
import { CardGrid } from './card-grid/CardGrid';
import { CtaBand } from './cta-band/CtaBand';
import { DialogForm } from './dialog-form/DialogForm';
import { Hero } from './hero/Hero';
import { NotFound } from './not-found/NotFound';
import { StatsBand } from './stats-band/StatsBand';

/** The props a block component receives: its schema's type, defaults applied. */
export type BlockProps<T extends BlockType> = FromSchema<(typeof blockSchemas)[T]>;

export interface BlockDefinition<T extends BlockType> {
  schema: (typeof blockSchemas)[T];
  component: ComponentType<BlockProps<T>>;
}

/** The one map from a page document's `type:` to its schema and React component. */
export const registry: { [T in BlockType]: BlockDefinition<T> } = {
  hero: { schema: blockSchemas.hero, component: Hero },
  'card-grid': { schema: blockSchemas['card-grid'], component: CardGrid },
  'stats-band': { schema: blockSchemas['stats-band'], component: StatsBand },
  'cta-band': { schema: blockSchemas['cta-band'], component: CtaBand },
  'dialog-form': { schema: blockSchemas['dialog-form'], component: DialogForm },
  'not-found': { schema: blockSchemas['not-found'], component: NotFound },
};
