import type { FromSchema } from 'json-schema-to-ts';
import type { BlockProps, BlockType } from '../../blocks/block-schemas';
import type { pageProperties } from '../pages/page.schema';
import type { recordSpecSchema } from '../services/schema/record.schema';
import type { serviceContentFileSchema } from '../services/schema/service-content.schema';
import type { siteSchema } from '../schema/site.schema';

/** One block of a page document, as written: its type and its props. */
export type BlockDocument = { [T in BlockType]: BlockProps<T> }[BlockType];

/** A page document as written: its fields (from the page schema) and its blocks. */
export type PageDocument = FromSchema<{
  type: 'object';
  required: ['title'];
  additionalProperties: false;
  properties: typeof pageProperties;
}> & { blocks: BlockDocument[] };

export type RecordSpec = FromSchema<typeof recordSpecSchema>;

export type SiteDocument = FromSchema<typeof siteSchema>;
export type CatalogueService = SiteDocument['services'][number];

/** A service content file, such as supabase/seed/10-managed-it.yaml. */
export type ServiceContentFile = FromSchema<
  typeof serviceContentFileSchema,
  { keepDefaultedPropertiesOptional: true }
>;
