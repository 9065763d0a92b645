import { alpha, styled } from '@mui/material/styles';

/**
 * The platform's modal dialog (`<dialog>`), looking like MUI's Dialog with a small paper
 * whose content scrolls. Buttons open it (`command="show-modal"`) and close it by its id,
 * before and without the app: the browser moves focus into it and back to its opener,
 * closes it on Escape, and makes the page behind it inert (the theme stops it scrolling).
 */
export const ModalDialog = styled('dialog', { name: 'ModalDialog' })(({ theme }) => ({
  boxSizing: 'border-box',
  width: 'calc(100% - 64px)',
  maxWidth: theme.breakpoints.values.sm,
  maxHeight: 'calc(100% - 64px)',
  margin: 'auto',
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  overflow: 'hidden',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  // Its close button, in the corner.
  '& > button': { position: 'absolute', top: theme.spacing(1.5), right: theme.spacing(1.5) },
  '&::backdrop': { backgroundColor: alpha(theme.palette.common.black, 0.5) },
}));
