import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { GridList } from './GridList';

/** Columns from the `sm` and `md` breakpoints up; phones always get one. */
interface Columns {
  sm?: number;
  md?: number;
}

const columnTemplate = (columns: Columns) => ({
  xs: '1fr',
  ...(columns.sm ? { sm: `repeat(${columns.sm}, 1fr)` } : {}),
  ...(columns.md ? { md: `repeat(${columns.md}, 1fr)` } : {}),
});

interface Props {
  /** Names the list for screen readers. */
  label?: string;
  ordered?: boolean;
  columns: Columns;
  children: ReactNode;
}

/** A responsive grid of cards that is a real list, so its size is announced. */
export function CardList({ label, ordered = false, columns, children }: Props) {
  return (
    <GridList label={label} ordered={ordered} gap={3} columns={columnTemplate(columns)}>
      {children}
    </GridList>
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

/**
 * Cards side by side, as a CardList lays them out, that are not a list: each card names
 * itself with its own heading. `start` keeps each card as tall as its content.
 */
export function CardColumns({
  columns,
  alignItems,
  children,
}: {
  columns: Columns;
  alignItems?: 'start';
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        ...(alignItems ? { alignItems } : {}),
        gridTemplateColumns: columnTemplate(columns),
      }}
    >
      {children}
    </Box>
  );
}
