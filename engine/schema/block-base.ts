import { elementIdPattern } from './action.schema';

/** The `id` every block may carry: an anchor for `scrollTo`, a target for `open`. */
export const blockIdSchema = {
  type: 'string',
  pattern: elementIdPattern,
  description:
    'A name for this block, unique on the page (lowercase letters, digits and hyphens), so a scrollTo action can jump to it.',
} as const;

/** Optional heading shared by section blocks. */
export const sectionHeadingProperties = {
  eyebrow: {
    type: 'string',
    description: 'A short line in small capitals above the heading, such as "Why us".',
  },
  heading: { type: 'string', description: 'The title of the section.' },
  subheading: { type: 'string', description: 'A sentence or two under the heading.' },
} as const;
