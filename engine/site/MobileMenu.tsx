import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useUi } from './site-context';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * The menu below the `md` breakpoint: a button, and the same links in a drawer that
 * closes on any click. The drawer's code loads when a visitor reaches for the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = () => setOpen(false);
  const ui = useUi();

  return (
    <>
      <IconButton
        aria-label={ui.openMenu}
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        edge="end"
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} close={close} />
        </Suspense>
      )}
    </>
  );
}
