import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { scrollToTop } from '../render/scroll';
import { categoryLabels } from './service-path';
import { useSite } from './site-context';

/** Delay before scrolling to the top after choosing a service. */
export const serviceScrollDelayMs = 100;

/**
 * The 600 px services dropdown: an "All Services" tile, then Core and Specialty
 * columns. Items sit in one list in reading order so arrow keys walk through them;
 * CSS grid places them in two columns.
 */
export function ServicesMenu({
  label,
  to,
  active,
}: {
  label: string;
  to: string;
  active: boolean;
}) {
  const { services } = useSite();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const core = services.filter((service) => service.category === 'core');
  const specialty = services.filter((service) => service.category === 'specialty');

  // Items are real links (crawlable, open-in-new-tab works); the router handles the click.
  const chosen = () => {
    setAnchor(null);
    window.setTimeout(scrollToTop, serviceScrollDelayMs);
  };
  const column = (index: number, row: number) => ({ gridColumn: index + 1, gridRow: row });

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-current={active ? 'page' : undefined}
        endIcon={<ExpandMore />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={navButtonSx(active)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { width: 600, maxWidth: 'calc(100vw - 32px)', mt: 1, borderRadius: 3 } },
          list: {
            'aria-label': `${label} menu`,
            sx: { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, p: 1.5 },
          },
        }}
      >
        <MenuItem
          component={RouterLink}
          to={to}
          onClick={chosen}
          sx={{ gridColumn: '1 / -1', borderRadius: 2, bgcolor: 'action.hover', mb: 1, py: 1.5 }}
        >
          <div>
            <Typography sx={{ fontWeight: 800 }}>All Services</Typography>
            <Typography variant="body2" color="text.secondary">
              Every managed, core and specialty service in one place
            </Typography>
          </div>
        </MenuItem>
        <ListSubheader sx={{ ...column(0, 2), lineHeight: '32px', fontWeight: 800 }}>
          {categoryLabels.core} Services
        </ListSubheader>
        {core.map((service, index) => (
          <MenuItem
            key={service.slug}
            component={RouterLink}
            to={`/services/${service.slug}`}
            onClick={chosen}
            sx={{ ...column(0, index + 3), borderRadius: 2 }}
          >
            {service.name}
          </MenuItem>
        ))}
        <ListSubheader sx={{ ...column(1, 2), lineHeight: '32px', fontWeight: 800 }}>
          {categoryLabels.specialty} Services
        </ListSubheader>
        {specialty.map((service, index) => (
          <MenuItem
            key={service.slug}
            component={RouterLink}
            to={`/services/${service.slug}`}
            onClick={chosen}
            sx={{ ...column(1, index + 3), borderRadius: 2 }}
          >
            {service.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function navButtonSx(active: boolean) {
  return {
    fontWeight: active ? 800 : 600,
    color: active ? 'primary.main' : 'text.primary',
    borderRadius: 2,
    px: 1.5,
    position: 'relative',
    '&::after': active
      ? {
          content: '""',
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 2,
          height: 2,
          bgcolor: 'primary.main',
          borderRadius: 1,
        }
      : undefined,
  } as const;
}
