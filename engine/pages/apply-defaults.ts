import { blockSchemas } from './block-schemas';
import { siteSchema } from '../schema/site.schema';
import { staffGateSchema } from '../schema/staff-gate.schema';
import type { PageDocument, SiteDocument } from '../document/page-types';
import type { BlockDocument } from './page-types';
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
    // Validated: every block is one of the site's, with its own props.
    blocks: (page.blocks as BlockDocument[]).map(withDefaults),
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
