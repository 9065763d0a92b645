import Box from '@mui/material/Box';
import { Suspense, use, useInsertionEffect, type ReactNode } from 'react';
import type { PageDocument } from '../document/page-types';
import { useSite } from '../ui/site-context';
import { StaffGate } from '../staff/gate/StaffGate';
import { installFontFaces } from '../theme/font-faces';
import { loadStaffBlocks } from './block-loader';
import { BlockRenderer } from './BlockRenderer';
import { islandPageMark } from './IslandFrame';
import { interpolateDeep, type Variables } from '../text/interpolate';
import { pageVariables } from './page-variables';

interface Props {
  page: PageDocument;
  vars?: Variables;
  /** The server's HTML of the page's static blocks, by index, kept while hydrating. */
  prerendered?: Readonly<Record<number, string>>;
  /**
   * The server's HTML of the page's islands, by index, when the page is rendered to hydrate
   * by islands (see engine/islands): each interactive block is framed to come alive alone.
   */
  islands?: Readonly<Record<number, string>>;
}

/**
 * A page document's blocks, in order. A page with `access: staff`
 * shows its staff gate instead, and its blocks (their code too) only once staff are in.
 */
export function PageView({ page, vars = {}, prerendered = {}, islands }: Props) {
  const site = useSite();
  const variables = pageVariables(site, page, vars);
  // A page shown by the app may be written in characters the first page's fonts lack.
  useInsertionEffect(() => installFontFaces(JSON.stringify([page, variables])));
  const blocks = page.blocks.map((block, index) => (
    <BlockRenderer
      key={`${block.type}-${index}`}
      block={block}
      vars={variables}
      index={index}
      prerendered={prerendered[index]}
      island={islands?.[index]}
    />
  ));
  return (
    <Box component="main" id="main" {...(islands ? islandPageMark : {})}>
      {page.access === 'staff' ? staffOnly(page, variables, blocks) : blocks}
    </Box>
  );
}

function staffOnly(page: PageDocument, variables: Variables, blocks: ReactNode) {
  if (!page.staffGate)
    throw new Error('A staff page without staffGate copy; validation should have caught it.');
  const copy = interpolateDeep(page.staffGate, variables).value;
  return (
    <StaffGate copy={copy}>
      <Suspense fallback={null}>
        <WhenCodeLoaded page={page}>{blocks}</WhenCodeLoaded>
      </Suspense>
    </StaffGate>
  );
}

/** A staff page's blocks once all their code has arrived, so they show together. */
function WhenCodeLoaded({ page, children }: { page: PageDocument; children: ReactNode }) {
  use(loadStaffBlocks(page));
  return children;
}
