import Box from '@mui/material/Box';
import { Suspense, use, useInsertionEffect, type ComponentType, type ReactNode } from 'react';
import type { PageDocument } from '../document/page-types';
import { useSite } from '../ui/site-context';
import { installFontFaces } from '../theme/font-faces';
import { loadStaffBlocks } from './block-loader';
import { BlockRenderer } from './BlockRenderer';
import { interpolateDeep, type Variables } from '../locale/interpolate';
import { pageVariables } from './page-variables';

type StaffGateCopy = NonNullable<PageDocument['staffGate']>;

/** What a page with `access: staff` shows until staff are signed in (engine/staff/gate). */
export type StaffGateView = ComponentType<{ copy: StaffGateCopy; children: ReactNode }>;

interface Props {
  page: PageDocument;
  /** The sign-in a page with `access: staff` stands behind, handed down by the app. */
  staffGate?: StaffGateView;
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
export function PageView({ page, staffGate, vars = {}, prerendered = {}, islands }: Props) {
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
    <Box component="main" id="main">
      {page.access === 'staff' ? staffOnly(page, staffGate, variables, blocks) : blocks}
    </Box>
  );
}

function staffOnly(
  page: PageDocument,
  StaffGate: StaffGateView | undefined,
  variables: Variables,
  blocks: ReactNode,
) {
  if (!page.staffGate)
    throw new Error('A staff page without staffGate copy; validation should have caught it.');
  if (!StaffGate) throw new Error('A staff page rendered without the staff gate to stand behind.');
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
