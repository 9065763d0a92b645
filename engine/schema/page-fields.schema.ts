import { recordSpecSchema } from './record.schema';
import { sitePathPattern } from './site-path';
import { staffGateSchema } from './staff-gate.schema';

/**
 * What a page document says besides its blocks: title, description, sharing picture,
 * search engines, who may see it, its variables, its record and the records it lists. PageDocument's type comes
 * from here (engine/document/page-types.ts); engine/pages/page.schema.ts adds the blocks.
 */
export const pageProperties = {
  title: {
    type: 'string',
    minLength: 1,
    maxLength: 70,
    description: 'The page title, shown in the browser tab and in search results.',
  },
  description: {
    type: 'string',
    maxLength: 200,
    description: 'A sentence or two describing the page in search results and shared links.',
  },
  image: {
    type: 'string',
    pattern: sitePathPattern,
    description: 'The picture shown when the page is shared, a path under public/.',
  },
  noindex: {
    type: 'boolean',
    description:
      'When true, search engines are asked not to list the page, and the sitemap leaves it out (as for the form receipts).',
  },
  access: {
    type: 'string',
    enum: ['public', 'staff'],
    description:
      'Who may see the blocks: public (the same as leaving it out) for everyone; staff shows the staff gate until the visitor is signed in as staff, then the blocks. A staff page needs its gate copy under staffGate:, is never prerendered with its blocks and is kept out of search engines and the sitemap.',
    examples: ['staff'],
  },
  staffGate: staffGateSchema,
  variables: {
    type: 'object',
    description:
      'Values for {name} references in this page, used where the site server fills in none (the page as prerendered).',
    propertyNames: { pattern: '^[a-zA-Z][\\w.]*$' },
    additionalProperties: { type: 'string' },
  },
  record: recordSpecSchema,
  list: {
    type: 'string',
    enum: ['post'],
    description:
      'Makes this page list the published records of a collection, newest first, for its post-list blocks: post, the blog posts. The site server renders it with the posts of the moment; on an Arabic page, those translated into Arabic.',
  },
} as const;
