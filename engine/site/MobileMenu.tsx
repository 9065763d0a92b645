import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { useUi } from '../ui/site-context';

const drawerId = 'mobile-menu';

/**
 * The menu below the `md` breakpoint: a button, and the same links in a drawer. The drawer
 * is a popover the button shows by itself, so it opens before and without the app; the
 * browser closes it on Escape or a tap beside it, and tells assistive technology whether
 * it is open.
 */
export function MobileMenu() {
  const ui = useUi();
  return (
    <>
      <IconButton
        aria-label={ui.openMenu}
        popoverTarget={drawerId}
        edge="end"
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      <MobileMenuDrawer id={drawerId} />
    </>
  );
}
