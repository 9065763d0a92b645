import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { LocalLink } from '../ui/LocalLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isActivePath } from './nav-active';
import { navButtonSx, ServicesMenu } from './ServicesMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSite, useUi } from '../ui/site-context';
import { usePagePath } from '../ui/use-page-path';
import { useJoinCta } from './use-join-cta';

/** The sticky header: logo, navigation, "Join the Crew"; a drawer menu below `md`. */
export function Header() {
  const { navigation } = useSite();
  const ui = useUi();
  const pathname = usePagePath();
  const join = useJoinCta();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: ({ palette }) => alpha(palette.background.paper, 0.96),
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Logo />
          <Box
            component="nav"
            aria-label={ui.mainNavigation}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, mx: 'auto' }}
          >
            {navigation.map((item) => {
              const active = isActivePath(item.to, pathname);
              return item.menu === 'services' ? (
                <ServicesMenu key={item.to} label={item.label} to={item.to} active={active} />
              ) : (
                <Button
                  key={item.to}
                  component={LocalLink}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  sx={navButtonSx(active)}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <LanguageSwitcher />
          </Box>
          <Button
            variant="contained"
            href={join.href}
            onClick={join.onClick}
            sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}
          >
            {join.label}
          </Button>
          <Box sx={{ display: { xs: 'block', md: 'none' }, ml: 'auto' }}>
            <MobileMenu />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
