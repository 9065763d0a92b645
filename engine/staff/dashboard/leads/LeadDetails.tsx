import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DescriptionGrid } from '../../../ui/DescriptionGrid';

/** Labels and values as a description list: side by side on wide screens, stacked on phones. */
export function LeadDetails({
  items,
  preserveLines = false,
}: {
  items: readonly (readonly [ReactNode, ReactNode])[];
  preserveLines?: boolean;
}) {
  return (
    <DescriptionGrid
      sx={{
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 11rem) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {items.map(([label, value], index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ color: 'text.secondary', fontWeight: 600, mt: { xs: index ? 1 : 0, sm: 0 } }}
          >
            {label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              whiteSpace: preserveLines ? 'pre-wrap' : 'normal',
            }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </DescriptionGrid>
  );
}
