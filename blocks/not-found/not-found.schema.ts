import { actionSchema } from '../../engine/schema/action.schema';

/** The not-found message; logs the path the visitor tried. */
export const notFoundSchema = {
  type: 'object',
  required: ['type', 'code', 'heading', 'action'],
  additionalProperties: false,
  properties: {
    type: { const: 'not-found' },
    code: { type: 'string', minLength: 1 },
    heading: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    action: actionSchema,
  },
} as const;
