import { isBlockType, isInteractiveBlock } from '../render/block-registry';
import type { PageData } from '../site/page-data';
import { recordInLocale } from '../services/record-in-locale';
import { recordVariables } from '../services/record-variables';
import type { AnyBlock } from '../document/page-types';
import type { SiteInLocale } from '../locale/site-in-locale';
import type { Variables } from '../locale/interpolate';
import { pageVariables } from '../render/page-variables';

/** One interactive block of a page, and the values its `{name}` references take there. */
export interface IslandBlock {
  index: number;
  block: AnyBlock;
  vars: Variables;
}

type RenderedWith = Pick<PageData, 'page' | 'params' | 'record' | 'vars'>;

/**
 * The islands of a rendered page: its interactive blocks, each with the values the page
 * fills it in with (a template page's come from its record, in the page's language). The
 * server renders each one from this list and the browser hydrates each one from it, so
 * both render the same thing. A record with no words in the page's language shows no
 * blocks, so it has no islands.
 */
export function islandBlocks(data: RenderedWith, { site, locale }: SiteInLocale): IslandBlock[] {
  const params = data.params ?? {};
  let vars: Variables;
  if (data.page.record) {
    const shown = data.record && recordInLocale(data.record, locale);
    if (!shown) return [];
    vars = { ...params, ...recordVariables(shown, site) };
  } else vars = { ...params, ...data.vars };
  const variables = pageVariables(site, data.page, vars);
  return data.page.blocks.flatMap((block, index) =>
    isBlockType(block.type) && isInteractiveBlock(block) ? [{ index, block, vars: variables }] : [],
  );
}
