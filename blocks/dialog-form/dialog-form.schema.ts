import { elementIdPattern } from '../../engine/schema/action.schema';
import { blockSchema } from '../../engine/schema/block-base';
import { formSchema, exampleFields } from '../../engine/forms/form.schema';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const dialogFormSchema = blockSchema({
  type: 'dialog-form',
  name: 'a dialog form',
  title: 'Dialog form',
  description:
    'A form in a dialog, hidden until a button with open: <its id> opens it. Submissions are stored as leads.',
  required: ['id', 'title', 'form'],
  properties: {
    id: {
      type: 'string',
      pattern: elementIdPattern,
      description: 'The name buttons use to open the dialog (open: <id>).',
    },
    title: nonEmptyText("The dialog's heading."),
    description: { type: 'string', description: 'A sentence under the heading.' },
    form: formSchema,
  },
  examples: [
    {
      type: 'dialog-form',
      id: 'assessment',
      title: 'Free IT Assessment',
      form: {
        name: 'assessment',
        submitLabel: 'Request Assessment',
        fields: [exampleFields.name, exampleFields.email],
        toast: { title: 'Request Sent!', text: 'We will call you within one working day.' },
      },
    },
  ],
});
