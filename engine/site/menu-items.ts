import { alpha, styled, type CSSObject } from '@mui/material/styles';
import { LocalLink } from '../ui/LocalLink';

/*
 * The parts of the site's menus, each one class for every instance: menus are in every
 * page's HTML, so their markup and critical CSS stay small. They look as MUI's list items.
 */

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

/** A list of menu links, without bullets. */
export const MenuList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * A link of a menu, to the page in the page's own language; the current page's is marked
 * (`aria-current="page"`).
 */
export const MenuLink = styled(LocalLink)(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(0.75, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  ...theme.typography.body1,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  // Keyboard focus is a ring, as on every other control: a tint alone is too faint, and
  // reads as the resting look of a tinted link (the services menu's first tile).
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&[aria-current="page"]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
}));

/** The heading of a group of menu links, as MUI's ListSubheader. */
export const MenuGroupHeading = styled('div')(({ theme }) => ({
  padding: theme.spacing(0, 2),
  color: theme.palette.text.secondary,
  ...theme.typography.body2,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '32px',
}));

/** A navigation item that opens the services: its label, the page of all services, and
 * whether the visitor is on one of them. */
export interface ServicesEntryProps {
  label: string;
  to: string;
  active: boolean;
}
