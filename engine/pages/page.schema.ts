import { blockSchemas, blockTypes } from './block-schemas';
import { pageProperties } from '../schema/page-fields.schema';

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
