import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * A row of vendor and partner logos (one image per brand from public/logos/, written
 * by `npm run images`), or of standards set as chips. With `loop`
 * the row scrolls sideways without end (the list is repeated to make the seam
 * invisible), and stands still for visitors who ask for reduced motion.
 */
export const logoStripSchema = {
  type: 'object',
  required: ['type', 'items'],
  additionalProperties: false,
  properties: {
    type: { const: 'logo-strip' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 24,
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
    },
    /** `wordmarks` for brands, shown as their logos; `chips` for short codes such as standards. */
    look: { type: 'string', enum: ['wordmarks', 'chips'], default: 'wordmarks' },
    loop: { type: 'boolean', default: false },
    /** Names the list for screen readers when there is no heading. */
    label: { type: 'string' },
  },
} as const;
