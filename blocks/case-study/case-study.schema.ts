import { actionSchema } from '../../engine/schema/action.schema';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/** A success story: who the client is, what they faced, what was done and what it achieved. */
export const caseStudySchema = {
  type: 'object',
  required: ['type', 'client', 'title', 'challenge', 'solution', 'results'],
  additionalProperties: false,
  properties: {
    type: { const: 'case-study' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    /** Who the work was for, such as "Commercial tower developer". */
    client: { type: 'string', minLength: 1 },
    sector: { type: 'string' },
    location: { type: 'string' },
    /** The story's headline. */
    title: { type: 'string', minLength: 1 },
    challenge: { type: 'string', minLength: 1 },
    solution: { type: 'string', minLength: 1 },
    /** What the solution included, as short points. */
    scope: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 6 },
    results: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: {
          value: { type: 'string', minLength: 1 },
          label: { type: 'string', minLength: 1 },
        },
      },
    },
    quote: {
      type: 'object',
      required: ['text', 'name'],
      additionalProperties: false,
      properties: {
        text: { type: 'string', minLength: 1 },
        name: { type: 'string', minLength: 1 },
        role: { type: 'string' },
      },
    },
    action: actionSchema,
  },
} as const;
