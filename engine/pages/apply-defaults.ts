import { blockSchemas } from '../../blocks/block-schemas';
import { siteSchema } from '../schema/site.schema';
import { staffGateSchema } from '../staff/gate/staff-gate.schema';
import type { BlockDocument, PageDocument, SiteDocument } from '../document/page-types';
import { applyDefaults } from '../document/schema-defaults';

export { applyDefaults };

/**
 * A page document with the defaults of every block and of its staff gate filled in: the
 * one place they are applied, when the build turns validated pages into data, so the
 * browser never needs a schema.
 */
export function withPageDefaults(page: PageDocument): PageDocument {
  return {
    ...page,
    ...(page.staffGate ? { staffGate: applyDefaults(staffGateSchema, page.staffGate) } : {}),
    blocks: page.blocks.map(withDefaults),
  };
}

/** One block with its schema's defaults filled in. */
export function withDefaults(block: BlockDocument): BlockDocument {
  return applyDefaults(blockSchemas[block.type], block);
}

/** The site settings with their schema's defaults filled in, as the build ships them. */
export function withSiteDefaults(site: SiteDocument): SiteDocument {
  return applyDefaults(siteSchema, site);
}
