import { downloadPathPattern } from './download-path';
import { sitePathPattern } from './site-path';
import { iconSchema } from './icon-names';
import { nonEmptyText } from './text.schema';

/** Pattern of an element id a `scrollTo` or `open` action can target. */
export const elementIdPattern = '^[a-z][a-z0-9-]*$';

/**
 * A button or link with exactly one action from the closed vocabulary:
 * `to` an internal path, `href` an external address, `scrollTo` an element id on the
 * page, `open` a dialog declared on the page, or `download` a file of `media/`.
 */
export const actionSchema = {
  type: 'object',
  title: 'Action',
  description:
    'A button or link. Give it a label and exactly one of: to (a page of this site), href (an outside address), scrollTo (an element on this page), open (a dialog on this page) or download (a file of media/).',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: nonEmptyText('The words on the button or link.'),
    to: {
      type: 'string',
      pattern: sitePathPattern,
      description:
        'A page of this site, starting with /, such as /contact?service=cloud. Validation checks that the page exists.',
    },
    href: {
      type: 'string',
      pattern: '^(https://|mailto:|tel:)',
      description: 'An outside address (https:, mailto: or tel:). Web addresses open in a new tab.',
    },
    scrollTo: {
      type: 'string',
      pattern: elementIdPattern,
      description: 'The id of a block on this page; the page scrolls smoothly to it.',
    },
    open: {
      type: 'string',
      pattern: elementIdPattern,
      description: 'The id of a dialog-form block on this page, which opens as a dialog.',
    },
    download: {
      type: 'string',
      pattern: downloadPathPattern,
      description:
        'A file of media/ the button downloads at once: a PDF (up to 20 MB), or a guide in Markdown (media/guides/<name>.md, <name>.ar.md in Arabic) the build typesets into one. To ask for an email first, give the file as an option of a form with download: instead, and open its dialog.',
      examples: ['media/guides/network-security-best-practices.md'],
    },
    preset: {
      type: 'object',
      description:
        "With open: the options the dialog's form starts with, by the name of its select, such as { event: cloud-migration } for the event this button is beside.",
      minProperties: 1,
      maxProperties: 10,
      propertyNames: { pattern: '^[a-z][a-z0-9_-]*$' },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 200 },
    },
    variant: {
      type: 'string',
      enum: ['primary', 'secondary', 'outlined', 'text'],
      description:
        'How the button looks: primary (filled, the main action), secondary (filled, a second colour), outlined, or text (a plain link).',
    },
    icon: { ...iconSchema, description: 'An icon shown before the label.' },
  },
  dependencies: { preset: ['open'] },
  oneOf: [
    { required: ['to'] },
    { required: ['href'] },
    { required: ['scrollTo'] },
    { required: ['open'] },
    { required: ['download'] },
  ],
  errorMessage: {
    oneOf: 'needs exactly one action: to, href, scrollTo, open or download',
    dependencies: 'has a preset but no open: a preset fills the form of the dialog a button opens',
  },
} as const;

export const actionListSchema = {
  type: 'array',
  items: actionSchema,
  maxItems: 4,
  description: 'Buttons shown in a row, at most four; the first is usually the main one.',
} as const;
