import { sitePathPattern } from './site-path';
import { blockSchemas, blockTypes } from '../../blocks/block-schemas';
import { recordSpecSchema } from './record.schema';

const ref = (type: string) => `#/$defs/block-${type}`;

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
      title: {
        type: 'string',
        minLength: 1,
        maxLength: 70,
        description: 'The <title> of the page.',
      },
      description: {
        type: 'string',
        maxLength: 200,
        description: 'Meta description for search results.',
      },
      image: {
        type: 'string',
        pattern: sitePathPattern,
        description: 'Social image, a path under public/.',
      },
      /** Pages like /admin are rendered in the browser only and kept out of search. */
      noindex: { type: 'boolean' },
      variables: {
        type: 'object',
        description:
          'Values for {name} references in this page, used where the site server fills in none (the page as prerendered).',
        propertyNames: { pattern: '^[a-zA-Z][\\w.]*$' },
        additionalProperties: { type: 'string' },
      },
      record: recordSpecSchema,
      blocks: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: blockTypes } },
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
