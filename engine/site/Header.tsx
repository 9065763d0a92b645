import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { alpha, type Theme } from '@mui/material/styles';
import { LocalLink } from '../ui/LocalLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isActivePath } from './nav-active';
import { navButtonSx, ServicesMenu } from './ServicesMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLocale, useSite, useUi } from '../ui/site-context';
import { usePagePath } from '../ui/use-page-path';
import { useJoinCta } from './use-join-cta';

/**
 * The sticky header in three widths: below `md` the logo and the menu button; from `md`
 * the language switcher and "Join the Crew" join them; from the locale's `fullHeaderFrom`
 * (the width its links fit in, `_site.yaml`) every link shows and the menu button goes.
 * Media queries alone choose, so the server's HTML is right before the app starts.
 */
export function Header() {
  const { navigation } = useSite();
  const { fullHeaderFrom } = useLocale().locale;
  const ui = useUi();
  const pathname = usePagePath();
  const join = useJoinCta();
  const fromMd = (display: string) => ({ display: { xs: 'none', md: display } });
  // Every width is in a media query, none in the base style: where none applies (tests
  // in jsdom) the whole header shows.
  const full = (theme: Theme) => theme.breakpoints.up(fullHeaderFrom);
  const narrow = (theme: Theme) => theme.breakpoints.down(fullHeaderFrom);
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
            sx={(theme) => ({
              display: 'flex',
              gap: 0.25,
              mx: 'auto',
              [narrow(theme)]: { display: 'none' },
            })}
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
          {/* Without the links, the language switcher leads the end of the bar. */}
          <Box
            sx={(theme) => ({
              ...fromMd('block'),
              [narrow(theme)]: { marginInlineStart: 'auto' },
            })}
          >
            <LanguageSwitcher />
          </Box>
          <Button
            variant="contained"
            href={join.href}
            onClick={join.onClick}
            sx={{ ...fromMd('inline-flex'), flexShrink: 0 }}
          >
            {join.label}
          </Button>
          <Box
            sx={(theme) => ({
              marginInlineStart: { xs: 'auto', md: 0 },
              [full(theme)]: { display: 'none' },
            })}
          >
            <MobileMenu />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
