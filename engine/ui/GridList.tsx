import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

interface Props {
  /** Names the list for assistive technology. */
  label: string | undefined;
  ordered?: boolean;
  /** Space between the items, in theme spacing units. */
  gap: Responsive<number>;
  /** The grid's columns; one column unless given. */
  columns?: Responsive<string>;
  /** While the items reload: marked busy and dimmed. */
  busy?: boolean;
  children: ReactNode;
}

/** A named list of cards or rows laid out on a grid, without bullets or indent. */
export function GridList({
  label,
  ordered = false,
  gap,
  columns = 'minmax(0, 1fr)',
  busy,
  children,
}: Props) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: columns,
        ...(busy === undefined ? {} : { opacity: busy ? 0.6 : 1 }),
      }}
    >
      {children}
    </Box>
  );
}
