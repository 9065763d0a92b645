import type { CSSObject } from '@mui/material/styles';

/**
 * What a menu panel undoes of the browser's own look for popovers (centred, bordered,
 * padded), so the panel looks like MUI's paper and places itself.
 */
export const popoverReset: CSSObject = {
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'auto',
};
