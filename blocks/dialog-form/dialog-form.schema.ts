import { elementIdPattern } from '../../engine/schema/action.schema';
import { blockSchema } from '../../engine/schema/block-base';
import { formSchema } from '../../engine/schema/form.schema';
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
        fields: [
          { name: 'name', label: 'Full Name', required: true, autoComplete: 'name' },
          { name: 'email', label: 'Email', kind: 'email', required: true },
        ],
        toast: { title: 'Request Sent!', text: 'We will call you within one working day.' },
      },
    },
  ],
});
