import Paper from '@mui/material/Paper';
import { alpha, styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { interpolate } from '../locale/interpolate';
import { MenuLink, popoverReset } from './menu-items';
import { ServiceGroups } from './ServiceGroups';
import { useUi } from '../ui/site-context';

/** The name that ties the panel to its button (CSS anchor positioning). */
export const servicesMenuAnchor = '--services-menu';

/**
 * A 600 px paper under its button, as MUI's Menu looks, made of a popover. It sits where
 * it fits: under the button, or flipped to end at the button's right edge.
 */
const Panel = styled(Paper, { name: 'ServicesMenuPanel' })(({ theme }) => ({
  ...popoverReset,
  positionAnchor: servicesMenuAnchor,
  positionArea: 'bottom span-right',
  positionTryFallbacks: 'flip-inline',
  marginTop: theme.spacing(1),
  width: 600,
  maxWidth: 'calc(100vw - 32px)',
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 3,
}));

/** The first tile, the page of every service: tinted with the brand's colour, not focus grey. */
const allServicesSx = {
  bgcolor: ({ palette }: Theme) => alpha(palette.primary.main, 0.06),
  '&:hover': { bgcolor: ({ palette }: Theme) => alpha(palette.primary.main, 0.12) },
  mb: 1,
  py: 1.5,
} as const;

interface Props {
  id: string;
  label: string;
  /** The page of all services. */
  to: string;
}

/**
 * The services dropdown: an "All Services" tile, then Core and Specialty columns of links
 * (crawlable, open in a new tab; the router handles a plain click). The browser shows and
 * hides it, closes it on Escape or a click elsewhere, and puts its links next in the tab
 * order after its button.
 */
export function ServicesMenuPanel({ id, label, to }: Props) {
  const ui = useUi();
  return (
    <Panel
      popover="auto"
      id={id}
      elevation={8}
      aria-label={interpolate(ui.servicesMenu, { label })}
      role="group"
    >
      <MenuLink to={to} sx={allServicesSx}>
        <Typography sx={{ fontWeight: 800 }}>{ui.everyService}</Typography>
        <Typography variant="body2" color="text.secondary">
          {ui.everyServiceHint}
        </Typography>
      </MenuLink>
      <ServiceGroups id={`${id}-services`} columns />
    </Panel>
  );
}
