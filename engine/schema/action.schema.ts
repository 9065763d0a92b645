import { sitePathPattern } from './site-path';
import { iconSchema } from './icon-names';

/** Pattern of an element id a `scrollTo` or `open` action can target. */
export const elementIdPattern = '^[a-z][a-z0-9-]*$';

/**
 * A button or link with exactly one action from the closed vocabulary:
 * `to` an internal path, `href` an external address, `scrollTo` an element id on the
 * page, or `open` a dialog declared on the page.
 */
export const actionSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1 },
    to: {
      type: 'string',
      pattern: sitePathPattern,
      description: 'Internal path, such as /contact?service=cloud',
    },
    href: {
      type: 'string',
      pattern: '^(https://|mailto:|tel:)',
      description: 'External address (https:, mailto: or tel:); opens in a new tab.',
    },
    scrollTo: { type: 'string', pattern: elementIdPattern, description: 'Element id on the page' },
    open: { type: 'string', pattern: elementIdPattern, description: 'Id of a dialog block' },
    variant: { type: 'string', enum: ['primary', 'secondary', 'outlined', 'text'] },
    icon: iconSchema,
  },
  oneOf: [
    { required: ['to'] },
    { required: ['href'] },
    { required: ['scrollTo'] },
    { required: ['open'] },
  ],
  errorMessage: {
    oneOf: 'needs exactly one action: to, href, scrollTo or open',
  },
} as const;

export const actionListSchema = { type: 'array', items: actionSchema, maxItems: 4 } as const;
