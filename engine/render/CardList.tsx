import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface Props {
  /** Names the list for screen readers. */
  label?: string;
  ordered?: boolean;
  /** Columns from the `sm` and `md` breakpoints up; phones always get one. */
  columns: { sm?: number; md?: number };
  children: ReactNode;
}

/** A responsive grid of cards that is a real list, so its size is announced. */
export function CardList({ label, ordered = false, columns, children }: Props) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          ...(columns.sm ? { sm: `repeat(${columns.sm}, 1fr)` } : {}),
          ...(columns.md ? { md: `repeat(${columns.md}, 1fr)` } : {}),
        },
      }}
    >
      {children}
    </Box>
  );
}

/** One card of a CardList, stretched to its row's height; `wide` spans the whole row. */
export function CardListItem({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gridColumn: wide ? '1 / -1' : 'auto' }}>
      {children}
    </Box>
  );
}
