import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { LocalLink } from '../locale/LocalLink';
import { interpolate } from '../render/interpolate';
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
  const { services, ui } = useSite();
  const columns = (['core', 'specialty'] as const).map((category) => ({
    category,
    services: services.filter((service) => service.category === category),
  }));
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
          'aria-label': interpolate(ui.servicesMenu, { label }),
          sx: { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, p: 1.5 },
        },
      }}
    >
      <MenuItem
        component={LocalLink}
        to={to}
        onClick={chosen}
        sx={{ gridColumn: '1 / -1', borderRadius: 2, bgcolor: 'action.hover', mb: 1, py: 1.5 }}
      >
        <div>
          <Typography sx={{ fontWeight: 800 }}>All Services</Typography>
          <Typography variant="body2" color="text.secondary">
            {ui.everyServiceHint}
          </Typography>
        </div>
      </MenuItem>
      {columns.flatMap((listed, columnIndex) => [
        <ListSubheader
          key={listed.category}
          sx={{ ...column(columnIndex, 2), lineHeight: '32px', fontWeight: 800 }}
        >
          {listed.category === 'core' ? ui.coreServices : ui.specialtyServices}
        </ListSubheader>,
        ...listed.services.map((service, index) => (
          <MenuItem
            key={service.slug}
            component={LocalLink}
            to={`/services/${service.slug}`}
            onClick={chosen}
            sx={{ ...column(columnIndex, index + 3), borderRadius: 2 }}
          >
            {service.name}
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}
