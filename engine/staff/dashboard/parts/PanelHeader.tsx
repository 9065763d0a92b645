import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A panel's heading with its tools (search, buttons) beside it, stacked on phones. */
export function PanelHeader({ heading, children }: { heading?: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        mb: 3,
      }}
    >
      {heading && (
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mr: 'auto' }}>
          {heading}
        </Typography>
      )}
      {children}
    </Box>
  );
}
