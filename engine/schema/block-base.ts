import { elementIdPattern } from './action.schema';

/** The `id` every block may carry: an anchor for `scrollTo`, a target for `open`. */
export const blockIdSchema = { type: 'string', pattern: elementIdPattern } as const;

/** Optional heading shared by section blocks. */
export const sectionHeadingProperties = {
  eyebrow: { type: 'string' },
  heading: { type: 'string' },
  subheading: { type: 'string' },
} as const;
