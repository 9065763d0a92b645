import { blockSchemas } from '../../blocks/block-schemas';
import { siteSchema } from '../schema/site.schema';
import { staffGateSchema } from '../staff/gate/staff-gate.schema';
import type { BlockDocument, PageDocument, SiteDocument } from './page-types';

type SchemaNode = {
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

/**
 * Fills in the `default` of every schema property a value leaves out, at any depth.
 * YAML can stay sparse; every reader sees the same props. Returns a new value.
 */
export function applyDefaults<T>(schema: object, value: T): T {
  return fill(schema as SchemaNode, value) as T;
}

function fill(schema: SchemaNode, value: unknown): unknown {
  let current =
    value === undefined && schema.default !== undefined ? structuredClone(schema.default) : value;
  if (schema.properties && current && typeof current === 'object' && !Array.isArray(current)) {
    const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
    for (const [key, child] of Object.entries(schema.properties)) {
      const filled = fill(child, out[key]);
      if (filled !== undefined) out[key] = filled;
    }
    current = out;
  }
  if (schema.items && Array.isArray(current))
    current = current.map((item) => fill(schema.items!, item));
  return current;
}

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
