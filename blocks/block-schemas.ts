import { cardGridSchema } from './card-grid/card-grid.schema';
import { ctaBandSchema } from './cta-band/cta-band.schema';
import { dialogFormSchema } from './dialog-form/dialog-form.schema';
import { heroSchema } from './hero/hero.schema';
import { notFoundSchema } from './not-found/not-found.schema';
import { statsBandSchema } from './stats-band/stats-band.schema';

/**
 * The JSON Schema of every block type, keyed by the `type:` a page document uses.
 * Data only: the validator, the CLI and the schema generator read it without React.
 */
export const blockSchemas = {
  hero: heroSchema,
  'card-grid': cardGridSchema,
  'stats-band': statsBandSchema,
  'cta-band': ctaBandSchema,
  'dialog-form': dialogFormSchema,
  'not-found': notFoundSchema,
} as const;

export type BlockType = keyof typeof blockSchemas;

export const blockTypes = Object.keys(blockSchemas) as BlockType[];

/** True for a registered type; `Object.hasOwn` keeps `constructor` and friends out. */
export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(blockSchemas, type);
}
