import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { categoryLabels } from './service-path';
import { useSite } from './site-context';

interface Props {
  id: string;
  label: string;
  to: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** A service was chosen. */
  chosen: () => void;
}

/**
 * The 600 px services dropdown: an "All Services" tile, then Core and Specialty
 * columns. Items sit in one list in reading order so arrow keys walk through them;
 * CSS grid places them in two columns. Items are real links (crawlable, open-in-new-tab
 * works); the router handles the click.
 */
export function ServicesMenuList({ id, label, to, anchor, onClose, chosen }: Props) {
  const { services } = useSite();
  const core = services.filter((service) => service.category === 'core');
  const specialty = services.filter((service) => service.category === 'specialty');
  const column = (index: number, row: number) => ({ gridColumn: index + 1, gridRow: row });

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
  );
}
