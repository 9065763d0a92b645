import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

interface Props {
  /** Beside the text from `md` up, under it on phones; without it the text stands alone. */
  aside: ReactNode;
  /** The widths of the text and the aside from `md` up, such as '1fr 1fr'. */
  columns: string;
  children: ReactNode;
}

/** Text beside an aside (a form, a picture, figures), within the page's width. */
export function SplitColumns({ aside, columns, children }: Props) {
  return (
    <Container maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: aside ? columns : '1fr' },
        }}
      >
        <Box sx={{ maxWidth: aside ? undefined : 820 }}>{children}</Box>
        {aside}
      </Box>
    </Container>
  );
}
