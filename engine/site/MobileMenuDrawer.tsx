import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LocalLink } from '../locale/LocalLink';
import { Logo } from './Logo';
import { isActivePath } from './nav-active';
import { serviceScrollDelayMs } from './ServicesMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLocale, useSite, useUi } from './site-context';
import { pathWithoutLocale } from '../locale/locales';
import { useJoinCta } from './use-join-cta';
import { scrollToTop } from '../render/scroll';

interface Props {
  open: boolean;
  close: () => void;
}

/** The drawer of the mobile menu: the same links as the header, closing on any click. */
export function MobileMenuDrawer({ open, close }: Props) {
  const { navigation, services } = useSite();
  const ui = useUi();
  const { locales } = useLocale();
  const pathname = pathWithoutLocale(useLocation().pathname, locales);
  const join = useJoinCta();
  const [servicesOpen, setServicesOpen] = useState(false);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}
    >
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
          <Box onClick={close}>
            <Logo />
          </Box>
          <IconButton aria-label={ui.closeMenu} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List sx={{ px: 1 }}>
          {navigation.map((item) =>
            item.menu === 'services' ? (
              <Box key={item.to}>
                <ListItemButton
                  aria-expanded={servicesOpen}
                  onClick={() => setServicesOpen((value) => !value)}
                  selected={isActivePath(item.to, pathname)}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText
                    primary={item.label}
                    slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                  />
                  {servicesOpen ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={servicesOpen} unmountOnExit>
                  <List dense sx={{ pl: 2 }}>
                    <ListItemButton
                      component={LocalLink}
                      to={item.to}
                      onClick={close}
                      sx={{ borderRadius: 2 }}
                    >
                      <ListItemText
                        primary={ui.everyService}
                        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                      />
                    </ListItemButton>
                    {(['core', 'specialty'] as const).map((category) => (
                      <Box key={category}>
                        <ListSubheader
                          disableSticky
                          sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
                        >
                          {category === 'core' ? ui.coreServices : ui.specialtyServices}
                        </ListSubheader>
                        {services
                          .filter((service) => service.category === category)
                          .map((service) => (
                            <ListItemButton
                              key={service.slug}
                              component={LocalLink}
                              to={`/services/${service.slug}`}
                              onClick={() => {
                                close();
                                window.setTimeout(scrollToTop, serviceScrollDelayMs);
                              }}
                              selected={pathname === `/services/${service.slug}`}
                              sx={{ borderRadius: 2 }}
                            >
                              <ListItemText primary={service.name} />
                            </ListItemButton>
                          ))}
                      </Box>
                    ))}
                  </List>
                </Collapse>
              </Box>
            ) : (
              <ListItemButton
                key={item.to}
                component={LocalLink}
                to={item.to}
                onClick={close}
                selected={isActivePath(item.to, pathname)}
                aria-current={isActivePath(item.to, pathname) ? 'page' : undefined}
                sx={{ borderRadius: 2 }}
              >
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                />
              </ListItemButton>
            ),
          )}
        </List>
        <Box sx={{ p: 2, mt: 'auto', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <LanguageSwitcher onChosen={close} />
          <Button
            variant="contained"
            fullWidth
            size="large"
            href={join.href}
            onClick={(event) => {
              close();
              // Let the drawer release focus and scrolling before moving to the form.
              window.setTimeout(() => join.onClick({ preventDefault() {} }), 0);
              event.preventDefault();
            }}
          >
            {join.label}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
