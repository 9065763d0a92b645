import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha, styled } from '@mui/material/styles';
import { CloseButton } from '../ui/CloseButton';
import { Logo } from './Logo';
import { MenuLink, MenuList, popoverReset } from './menu-items';
import { MobileServicesDisclosure } from './MobileServicesDisclosure';
import { isActivePath } from './nav-active';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSite, useUi } from '../ui/site-context';
import { usePagePath } from '../ui/use-page-path';
import { useJoinCta } from './use-join-cta';

/** The top-level items: bold, as tall as MUI's list items. */
const topLevelSx = { px: 1, py: 1, '& > li > a': { fontWeight: 700, py: 1.5 } } as const;

// From the end of the line: the right in English, the left in Arabic.
const slideInFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideInFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });

/**
 * A drawer from the side a line ends on, as MUI's Drawer looks, made of a popover (the RTL
 * style plugin turns `right` into `left` on a right-to-left page).
 */
const DrawerPanel = styled(Paper, { name: 'MobileMenuDrawer' })(({ theme }) => ({
  ...popoverReset,
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  left: 'auto',
  width: 'min(340px, 88vw)',
  height: '100%',
  maxHeight: 'none',
  overflowY: 'auto',
  '&:popover-open': {
    animation: `${theme.direction === 'rtl' ? slideInFromLeft : slideInFromRight} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
  },
  '&::backdrop': { backgroundColor: alpha(theme.palette.common.black, 0.5) },
}));

/**
 * The drawer of the mobile menu: the same links as the header. A link chosen in it closes
 * it (close-menu-on-link.ts), and the page behind it does not scroll while it is open.
 */
export function MobileMenuDrawer({ id }: { id: string }) {
  const { navigation } = useSite();
  const ui = useUi();
  const pathname = usePagePath();
  const join = useJoinCta();

  return (
    <DrawerPanel popover="auto" id={id} data-locks-scroll="" elevation={16} square>
      <Box
        component="nav"
        aria-label={ui.mobileNavigation}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
          }}
        >
          <Logo />
          <CloseButton aria-label={ui.closeMenu} popoverTarget={id} popoverTargetAction="hide" />
        </Box>
        <MenuList sx={topLevelSx}>
          {navigation.map((item) => {
            const active = isActivePath(item.to, pathname);
            return (
              <li key={item.to}>
                {item.menu === 'services' ? (
                  <MobileServicesDisclosure label={item.label} to={item.to} active={active} />
                ) : (
                  <MenuLink to={item.to} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </MenuLink>
                )}
              </li>
            );
          })}
        </MenuList>
        <Box sx={{ p: 2, mt: 'auto', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <LanguageSwitcher />
          <Button
            variant="contained"
            fullWidth
            size="large"
            href={join.href}
            onClick={(event) => {
              event.preventDefault();
              // Let the drawer close and release scrolling before moving to the form.
              window.setTimeout(() => join.onClick({ preventDefault() {} }), 0);
            }}
          >
            {join.label}
          </Button>
        </Box>
      </Box>
    </DrawerPanel>
  );
}
