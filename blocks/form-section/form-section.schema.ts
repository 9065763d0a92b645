import type { FromSchema } from 'json-schema-to-ts';
import { actionListSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { formSchema, exampleFields } from '../../engine/forms/form.schema';
import { iconSchema } from '../../engine/schema/icon-names';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const formSectionSchema = sectionBlockSchema({
  type: 'form-section',
  name: 'a form section',
  tone: 'muted',
  title: 'Form section',
  description:
    'A form on the page itself (not in a dialog): a heading and intro, the form, and an aside with contact details and notes. Its id is the anchor buttons scroll to.',
  required: ['form'],
  properties: {
    form: formSchema,
    aside: closedObject({
      description: 'A card beside the form with ways to get in touch.',
      required: ['heading'],
      properties: {
        heading: nonEmptyText("The card's heading."),
        text: { type: 'string', description: 'A sentence under the heading.' },
        details: listOf(
          closedObject({
            required: ['label', 'value'],
            properties: {
              icon: { ...iconSchema, description: 'An icon before the line.' },
              label: nonEmptyText('What the value is, such as Phone.'),
              value: nonEmptyText('The value, such as the number.'),
              href: {
                type: 'string',
                pattern: '^(https://|mailto:|tel:)',
                description: 'Makes the value a link (https:, mailto: or tel:).',
              },
            },
          }),
          { maxItems: 8, description: 'Ways to get in touch and key facts, one per line.' },
        ),
        notes: {
          type: 'array',
          maxItems: 6,
          items: { type: 'string', minLength: 1 },
          description: 'Short reassurances shown with a tick, such as "We reply within 24 hours".',
        },
        actions: actionListSchema,
      },
    }),
  },
  examples: [
    {
      type: 'form-section',
      id: 'contact-form',
      heading: 'Send us a message',
      form: {
        name: 'contact',
        submitLabel: 'Send Message',
        fields: [
          exampleFields.name,
          exampleFields.email,
          { name: 'message', label: 'Message', kind: 'textarea', rows: 5 },
        ],
        toast: { title: 'Message Sent!', text: 'We reply within 24 hours.' },
      },
      aside: {
        heading: 'Other ways to reach us',
        details: [
          {
            icon: 'email',
            label: 'Email',
            value: 'hello@example.com',
            href: 'mailto:hello@example.com',
          },
        ],
        notes: ['We reply within 24 hours'],
      },
    },
  ],
});

export type FormSectionProps = FromSchema<typeof formSectionSchema>;
