import { useEffect } from 'react';
import { Router, type Location } from 'react-router-dom';
import type { InitialPage } from '../site/initial-page';
import { PageProviders, type PageProvidersProps } from '../app/PageProviders';
import { BlockRenderer } from '../render/BlockRenderer';
import type { IslandBlock } from './island-blocks';
import { pageNavigator } from './page-navigator';

interface Props extends Omit<PageProvidersProps, 'children' | 'initialPage'> {
  island: IslandBlock;
  /** What the page was rendered with (its record, its values). */
  initialPage: InitialPage;
  /** The page's address: its path, and in the browser its query string. */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Called once the island is live in the browser (its effects have run). */
  onLive?: () => void;
}

/**
 * One interactive block with what it needs around it: the page's styles cache, theme and
 * direction, toasts, the site in the page's language, what the page was rendered with,
 * and a router whose links load the next page. The server renders an island with it and
 * the browser hydrates the island with it, so both trees are the same.
 */
export function IslandRoot({ island, location, onLive, ...providers }: Props) {
  return (
    <PageProviders {...providers}>
      <Router location={{ ...location, state: null, key: 'island' }} navigator={pageNavigator}>
        <BlockRenderer block={island.block} vars={island.vars} index={island.index} />
        <LiveMarker onLive={onLive} />
      </Router>
    </PageProviders>
  );
}

/** Tells the browser the island is live; always there, so server and browser trees match. */
function LiveMarker({ onLive }: { onLive: (() => void) | undefined }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}
