import type { FromSchema } from 'json-schema-to-ts';
import type { BlockProps, BlockType } from '../../blocks/block-schemas';
import type { recordSpecSchema } from '../schema/record.schema';
import type { serviceContentFileSchema } from '../schema/service-content.schema';
import type { StaffGateCopy } from '../staff/gate/staff-gate.schema';
import type { siteSchema } from '../schema/site.schema';

/** One block of a page document, as written: its type and its props. */
export type BlockDocument = { [T in BlockType]: BlockProps<T> }[BlockType];

export interface PageDocument {
  title: string;
  description?: string;
  image?: string;
  noindex?: boolean;
  /** `staff`: the blocks show only to staff, after the staff gate. */
  access?: 'public' | 'staff';
  /** The staff gate's copy, on a page with `access: staff`. */
  staffGate?: StaffGateCopy;
  /** Values for `{name}` references that nothing else fills in. */
  variables?: Record<string, string>;
  record?: RecordSpec;
  blocks: BlockDocument[];
}

export type RecordSpec = FromSchema<typeof recordSpecSchema>;

export type SiteDocument = FromSchema<typeof siteSchema>;
export type CatalogueService = SiteDocument['services'][number];

/** A service content file, such as supabase/seed/10-managed-it.yaml. */
export type ServiceContentFile = FromSchema<
  typeof serviceContentFileSchema,
  { keepDefaultedPropertiesOptional: true }
>;
