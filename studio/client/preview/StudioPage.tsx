import Box from '@mui/material/Box';
import { memo } from 'react';
import type { AnyBlock, PageDocument } from '../../../engine/document/page-types';
import type { Variables } from '../../../engine/locale/interpolate';
import { BlockRenderer } from '../../../engine/render/BlockRenderer';
import { blockAttribute, selectedAttribute } from '../../shared/preview-messages';

interface Props {
  page: PageDocument;
  variables: Variables;
  selected: number | null;
}

/**
 * A page's blocks as the site renders them (the engine's BlockRenderer), each in a wrapper
 * that carries its index, so a click finds its block and the editor's block is outlined.
 * Only the studio renders these wrappers: the site's pages never carry them.
 */
export function StudioPage({ page, variables, selected }: Props) {
  return (
    <Box component="main" id="main">
      {page.blocks.map((block, index) => (
        <StudioBlock
          key={`${block.type}-${index}`}
          block={block}
          index={index}
          variables={variables}
          selected={selected === index}
        />
      ))}
    </Box>
  );
}

/** One block in its wrapper; rendered again only when the block, its place or its outline changed. */
const StudioBlock = memo(function StudioBlock({
  block,
  index,
  variables,
  selected,
}: {
  block: AnyBlock;
  index: number;
  variables: Variables;
  selected: boolean;
}) {
  return (
    <Box
      {...{ [blockAttribute]: index }}
      {...(selected ? { [selectedAttribute]: '' } : {})}
      sx={{
        position: 'relative',
        scrollMarginTop: 16,
        [`&[${selectedAttribute}]::after`]: {
          content: '""',
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          zIndex: 1000,
          outline: 3,
          outlineColor: 'warning.main',
          outlineOffset: -3,
        },
      }}
    >
      <BlockRenderer block={block} vars={variables} index={index} />
    </Box>
  );
});
