import { elementIdPattern } from '../schema/action.schema';
import { formFieldSchema } from './form-field.schema';
import { formMessagesSchema } from '../schema/form-messages.schema';
import { nonEmptyText } from '../schema/text.schema';

/** A form declared in YAML: its fields, submit label and confirmation toast. */
/** The fields most examples of a form start with, in the reference of every block with one. */
export const exampleFields = {
  name: { name: 'name', label: 'Full Name', required: true, autoComplete: 'name' },
  email: { name: 'email', label: 'Email', kind: 'email', required: true },
} as const;

export const formSchema = {
  type: 'object',
  description:
    'A form: its fields, the submit button and the confirmation shown once the answers are stored as a lead.',
  required: ['name', 'fields', 'submitLabel', 'toast'],
  additionalProperties: false,
  properties: {
    name: {
      type: 'string',
      pattern: elementIdPattern,
      description:
        'Names the form among the leads staff read, such as join or contact (lowercase letters, digits and hyphens).',
    },
    fields: {
      type: 'array',
      items: formFieldSchema,
      minItems: 1,
      description: 'The questions, in order.',
    },
    submitLabel: nonEmptyText('The words on the submit button.'),
    note: {
      type: 'string',
      description: 'Small print under the submit button, such as how the answers are used.',
    },
    toast: {
      type: 'object',
      description: 'The confirmation that pops up once the answers are stored.',
      required: ['title', 'text'],
      additionalProperties: false,
      properties: {
        title: nonEmptyText('The bold first line, such as "Request Submitted!".'),
        text: nonEmptyText('What happens next.'),
      },
    },
    messages: formMessagesSchema,
    download: {
      type: 'string',
      pattern: '^[a-z][a-z0-9_-]*$',
      description:
        "Makes the form give a file: the name of its select whose options' values are files of media/ (PDFs or Markdown guides). Once the answers are stored, the visitor's browser downloads the chosen file at once, and the autoReply's {download} is a link to it that works for 7 days. The form needs a required email field and an autoReply. Only the site's own server gives such files; they are never at a public address.",
      examples: ['resource'],
    },
    notify: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', maxLength: 254, pattern: '^[^\\s@,]+@[^\\s@,]+\\.[^\\s@,]+$' },
      description:
        "Who gets an email for each lead this form sends, instead of the server's LEAD_EMAIL_TO, such as [sales@techcrew.ae].",
      examples: [['sales@techcrew.ae']],
    },
    autoReply: {
      type: 'object',
      description:
        "An email to the visitor once their answers are stored, in the page's language, from the server's LEAD_EMAIL_FROM: this subject and body, then every answer they sent, so they keep a record. {field} puts in the answer of the field of that name ({product}: the brand's name). The form needs an email field; a reply goes at most once an hour to one address for one form, and never for a lead kept as spam.",
      required: ['subject', 'body'],
      additionalProperties: false,
      properties: {
        subject: {
          ...nonEmptyText('The subject line, such as "We have your message".'),
          maxLength: 150,
        },
        body: {
          ...nonEmptyText(
            'The words above the answers: a greeting and what happens next. Each line is a paragraph; with `body: >-`, leave a blank line between paragraphs.',
          ),
          maxLength: 4000,
        },
      },
      examples: [
        {
          subject: 'We have your message, {name}',
          body: 'Hello {name},\n\nThank you for writing to TechCrew. An engineer will answer within one working day.',
        },
      ],
    },
  },
  examples: [
    {
      name: 'office-hours',
      submitLabel: 'Reserve My Slot',
      fields: [
        exampleFields.name,
        { name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true },
      ],
      toast: { title: 'Slot Reserved!', text: 'See you on Thursday.' },
      messages: { required: 'Please tell us your {lowercaseLabel}', tick: 'Tick the box to agree' },
    },
  ],
} as const;
