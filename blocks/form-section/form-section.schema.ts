import { actionListSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { formSchema } from '../../engine/schema/form.schema';
import { iconSchema } from '../../engine/schema/icon-names';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * A form on the page itself (not in a dialog): a heading and intro, the form, and an
 * aside with contact details and notes. Its `id` is the anchor buttons scroll to.
 */
export const formSectionSchema = {
  type: 'object',
  required: ['type', 'form'],
  additionalProperties: false,
  properties: {
    type: { const: 'form-section' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    form: formSchema,
    aside: {
      type: 'object',
      required: ['heading'],
      additionalProperties: false,
      properties: {
        heading: { type: 'string', minLength: 1 },
        text: { type: 'string' },
        /** Ways to get in touch and key facts; `href` makes the value a link. */
        details: {
          type: 'array',
          maxItems: 8,
          items: {
            type: 'object',
            required: ['label', 'value'],
            additionalProperties: false,
            properties: {
              icon: iconSchema,
              label: { type: 'string', minLength: 1 },
              value: { type: 'string', minLength: 1 },
              href: { type: 'string', pattern: '^(https://|mailto:|tel:)' },
            },
          },
        },
        /** Short reassurances shown with a tick, such as "We reply within 24 hours". */
        notes: { type: 'array', maxItems: 6, items: { type: 'string', minLength: 1 } },
        actions: actionListSchema,
      },
    },
  },
} as const;
