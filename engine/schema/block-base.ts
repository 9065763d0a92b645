import { elementIdPattern } from './action.schema';
import { toneSchema } from './tone.schema';

/** The `id` every block may carry: an anchor for `scrollTo`, a target for `open`. */
export const blockIdSchema = {
  type: 'string',
  pattern: elementIdPattern,
  description:
    'A name for this block, unique on the page (lowercase letters, digits and hyphens), so a scrollTo action can jump to it.',
} as const;

/** Optional heading shared by section blocks. */
export const sectionHeadingProperties = {
  eyebrow: {
    type: 'string',
    description: 'A short line in small capitals above the heading, such as "Why us".',
  },
  heading: { type: 'string', description: 'The title of the section.' },
  subheading: { type: 'string', description: 'A sentence or two under the heading.' },
} as const;

type ToneName = (typeof toneSchema.enum)[number];

/** What a block says about itself, besides its own properties. */
interface BlockDeclaration<T extends string, P, R, E> {
  /** The `type:` a page document writes, such as `card-grid`. */
  type: T;
  /** The block in words, such as "a card grid", for the editor's "Marks this block as …". */
  name: string;
  /** The block's name in the reference (docs/blocks.md) and in editors. */
  title: string;
  description: string;
  /** The required properties besides `type`, which every block requires. */
  required: R;
  /** The properties besides `type`. */
  properties: P;
  /** Page-document examples, shown in the reference and checked by its test. */
  examples: E;
}

/**
 * The JSON Schema of a block type: a closed object whose `type` property is the block's
 * name, followed by the block's own properties. It returns a plain literal schema, so
 * `FromSchema` still derives the block's props from it.
 */
export function blockSchema<
  const T extends string,
  const P extends Record<string, unknown>,
  const R extends readonly (keyof P & string)[],
  const E extends readonly unknown[],
>(block: BlockDeclaration<T, P, R, E>) {
  const { type, name, title, description, required, properties, examples } = block;
  return {
    type: 'object',
    title,
    description,
    required: ['type', ...required],
    additionalProperties: false,
    properties: {
      type: { const: type, description: `Marks this block as ${name}.` },
      ...properties,
    },
    examples,
  } as const;
}

/**
 * The JSON Schema of a section block: a band with an optional heading (`<Section>`). Its
 * properties start with `id`, the heading (eyebrow, heading, subheading) and the band's
 * `tone`, whose default the block chooses.
 */
export function sectionBlockSchema<
  const T extends string,
  const D extends ToneName,
  const P extends Record<string, unknown>,
  const R extends readonly (keyof P & string)[],
  const E extends readonly unknown[],
>(block: BlockDeclaration<T, P, R, E> & { tone: D }) {
  const { tone, properties, ...declaration } = block;
  return blockSchema({
    ...declaration,
    properties: {
      id: blockIdSchema,
      ...sectionHeadingProperties,
      tone: { ...toneSchema, default: tone },
      ...properties,
    },
  });
}
