import { sitePathPattern } from '../../engine/schema/site-path';
import { actionListSchema, elementIdPattern } from '../../engine/schema/action.schema';
import { blockIdSchema } from '../../engine/schema/block-base';
import { formSchema } from '../../engine/schema/form.schema';

/** The opening band of a page: headline (optionally with a typed rotating word), text, buttons, and a form or image beside it. */
export const heroSchema = {
  type: 'object',
  required: ['type', 'title'],
  additionalProperties: false,
  properties: {
    type: { const: 'hero' },
    id: blockIdSchema,
    badge: { type: 'string' },
    title: { type: 'string', minLength: 1 },
    /** Words typed one after another after the title, in a loop. */
    typedWords: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      minItems: 1,
      maxItems: 8,
    },
    titleAfter: { type: 'string' },
    subtitle: { type: 'string' },
    /** A paragraph below the subtitle. */
    intro: { type: 'string' },
    highlights: {
      type: 'array',
      maxItems: 4,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: { value: { type: 'string' }, label: { type: 'string' } },
      },
    },
    actions: actionListSchema,
    form: {
      type: 'object',
      required: ['id', 'title', 'form'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', pattern: elementIdPattern },
        title: { type: 'string' },
        subtitle: { type: 'string' },
        form: formSchema,
      },
    },
    image: {
      type: 'object',
      required: ['src', 'alt', 'width', 'height'],
      additionalProperties: false,
      properties: {
        /** A site path or an https: URL; anything else falls back to `fallbackSrc`. */
        src: { type: 'string' },
        fallbackSrc: { type: 'string', pattern: sitePathPattern },
        alt: { type: 'string' },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
    typing: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        typeMs: { type: 'integer', minimum: 10, default: 120 },
        deleteMs: { type: 'integer', minimum: 10, default: 80 },
        pauseMs: { type: 'integer', minimum: 100, default: 2500 },
      },
    },
  },
} as const;
