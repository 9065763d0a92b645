import type { SxProps, Theme } from '@mui/material/styles';

/** A column of the studio (the editor, the preview): it scrolls inside, never the page. */
export const paneSx = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
} satisfies SxProps<Theme>;
