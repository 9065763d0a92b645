import CloseIcon from '@mui/icons-material/Close';
import { styled } from '@mui/material/styles';
import type { ButtonHTMLAttributes } from 'react';

/**
 * As MUI's IconButton looks, in one small class: it is in every page's menus and dialogs.
 * Every attribute reaches the button, the invoker commands' too.
 */
const RoundButton = styled('button', {
  shouldForwardProp: (prop) => !['sx', 'theme', 'as', 'ownerState'].includes(String(prop)),
})(({ theme }) => ({
  display: 'inline-flex',
  padding: theme.spacing(1),
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: theme.palette.action.active,
  fontSize: theme.typography.pxToRem(24),
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
}));

/** A round button with a cross that closes a dialog or a menu, named by `aria-label`. */
export function CloseButton(
  props: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string },
) {
  return (
    <RoundButton type="button" {...props}>
      <CloseIcon fontSize="inherit" />
    </RoundButton>
  );
}
