import type { FromSchema } from 'json-schema-to-ts';
import type { pageProperties } from '../schema/page-fields.schema';
import type { recordSpecSchema } from '../schema/record.schema';
import type { postsFileSchema } from '../schema/post.schema';
import type { serviceContentFileSchema } from '../schema/service-content.schema';
import type { siteSchema } from '../schema/site.schema';

/**
 * A block of a page document as the engine handles it without looking inside: its type and
 * its props. Each block's own props come from its schema (blocks/<name>/<name>.schema.ts);
 * the union of every block is engine/pages/page-types.ts's BlockDocument.
 */
export type AnyBlock = { type: string; [prop: string]: unknown };

/** A page document as written: its fields (from the page schema) and its blocks. */
export type PageDocument<Block extends AnyBlock = AnyBlock> = FromSchema<{
  type: 'object';
  required: ['title'];
  additionalProperties: false;
  properties: typeof pageProperties;
}> & { blocks: Block[] };

export type RecordSpec = FromSchema<typeof recordSpecSchema>;

export type SiteDocument = FromSchema<typeof siteSchema>;
export type CatalogueService = SiteDocument['services'][number];

/** A service content file, such as supabase/seed/10-managed-it.yaml. */
export type ServiceContentFile = FromSchema<
  typeof serviceContentFileSchema,
  { keepDefaultedPropertiesOptional: true }
>;

/** A posts file, such as supabase/seed/posts/published.yaml. */
export type PostsFile = FromSchema<
  typeof postsFileSchema,
  { keepDefaultedPropertiesOptional: true }
>;
