import { elementIdPattern } from '../../engine/schema/action.schema';
import { formSchema } from '../../engine/schema/form.schema';

/** A dialog holding a form; closed until an action with `open: <id>` opens it. */
export const dialogFormSchema = {
  type: 'object',
  required: ['type', 'id', 'title', 'form'],
  additionalProperties: false,
  properties: {
    type: { const: 'dialog-form' },
    id: { type: 'string', pattern: elementIdPattern },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    form: formSchema,
  },
} as const;
