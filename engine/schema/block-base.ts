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

/**
 * The properties a section block starts with: its `type` (named in words for the editor,
 * such as "a card grid"), its `id`, the optional heading, and its background tone.
 */
export function sectionBlockProperties<const T extends string, const D extends ToneName>(block: {
  type: T;
  name: string;
  tone: D;
}) {
  return {
    type: { const: block.type, description: `Marks this block as ${block.name}.` },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: block.tone },
  } as const;
}
