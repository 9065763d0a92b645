import { sitePathPattern } from '../schema/site-path';
import { blockSchemas, blockTypes } from '../../blocks/block-schemas';
import { staffGateSchema } from '../staff/gate/staff-gate.schema';
import { recordSpecSchema } from '../services/schema/record.schema';

const ref = (type: string) => `#/$defs/block-${type}`;

/**
 * What a page document says besides its blocks: title, description, sharing picture,
 * search engines, who may see it, its variables and its record. PageDocument's type comes
 * from here (engine/document/page-types.ts).
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
} as const;

/**
 * The schema of a page document, built from the registered block schemas. A block is
 * checked against the schema of its `type` only (if/then), so an author sees the
 * errors of the block they meant, and an unknown type gets one clear error.
 */
export function buildPageSchema() {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'page.schema.json',
    title: 'Page document',
    description: 'A page of the site: metadata and an ordered list of typed blocks.',
    type: 'object',
    required: ['title', 'blocks'],
    additionalProperties: false,
    properties: {
      ...pageProperties,
      blocks: {
        type: 'array',
        minItems: 1,
        description: 'The sections of the page, top to bottom. Each starts with its type.',
        items: {
          type: 'object',
          required: ['type'],
          properties: {
            type: {
              type: 'string',
              enum: blockTypes,
              description: 'The kind of block; docs/blocks.md describes each.',
            },
          },
          allOf: blockTypes.map((type) => ({
            if: { properties: { type: { const: type } }, required: ['type'] },
            then: { $ref: ref(type) },
          })),
        },
      },
    },
    $defs: Object.fromEntries(blockTypes.map((type) => [`block-${type}`, blockSchemas[type]])),
  };
}
