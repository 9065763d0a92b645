import { alpha, styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';

/**
 * The dialog element itself: the whole viewport, see-through, over a dimmed backdrop. It is
 * what holds the page behind still: a wheel, a swipe or a page key anywhere while it is open
 * scrolls nothing past it (`overscroll-behavior` on a box that cannot scroll), so the page
 * itself changes nothing when a dialog opens. Locking the page's own scrolling instead
 * (`overflow: hidden` on the root) had the browser paint the whole page again behind the
 * dialog: 150 ms more on a first tap on Lighthouse's mobile profile.
 */
const DialogViewport = styled('dialog', { name: 'ModalDialog' })(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: theme.spacing(4),
  border: 0,
  background: 'none',
  overflow: 'hidden',
  overscrollBehavior: 'contain',
  '&[open]': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '&::backdrop': { backgroundColor: alpha(theme.palette.common.black, 0.5) },
}));

/** What the visitor sees of the dialog: MUI's Dialog's small paper, whose content scrolls. */
const DialogPaper = styled('div', { name: 'ModalDialog', slot: 'paper' })(({ theme }) => ({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: theme.breakpoints.values.sm,
  maxHeight: '100%',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[24],
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  // Its close button, in the corner.
  '& > button': { position: 'absolute', top: theme.spacing(1.5), right: theme.spacing(1.5) },
}));

/**
 * The platform's modal dialog (`<dialog>`), looking like MUI's Dialog. Buttons open it
 * (`command="show-modal"`) and close it by its id, before and without the app: the browser
 * moves focus into it and back to its opener, closes it on Escape, and makes the page behind
 * it inert.
 */
export function ModalDialog({ children, ...props }: ComponentProps<typeof DialogViewport>) {
  return (
    <DialogViewport {...props}>
      <DialogPaper>{children}</DialogPaper>
    </DialogViewport>
  );
}
