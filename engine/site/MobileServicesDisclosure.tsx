import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { MenuLink, MenuList, type ServicesEntryProps } from './menu-items';
import { ServiceGroups } from './ServiceGroups';
import { useUi } from '../ui/site-context';

/** A summary that looks like the menu's other top-level items. */
const Summary = styled('summary')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  padding: theme.spacing(1.5, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  cursor: 'pointer',
  listStyle: 'none',
  ...theme.typography.body1,
  fontWeight: 700,
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
  '&[aria-current]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& > svg': { marginLeft: 'auto', transition: theme.transitions.create('transform') },
  '[open] > & > svg': { transform: 'rotate(180deg)' },
}));

/** Indented links in smaller type; "All Services" in bold. */
const servicesSx = {
  pl: 2,
  '& a': { typography: 'body2', py: 1 },
  '& > ul a': { fontWeight: 700 },
} as const;

/**
 * The mobile menu's services: a disclosure the browser opens and closes (`<details>`),
 * holding "All Services" and every service by category.
 */
export function MobileServicesDisclosure({ label, to, active }: ServicesEntryProps) {
  const ui = useUi();
  return (
    <details>
      <Summary aria-current={active ? 'page' : undefined}>
        {label}
        <ExpandMore />
      </Summary>
      <Box sx={servicesSx}>
        <MenuList>
          <li>
            <MenuLink to={to}>{ui.everyService}</MenuLink>
          </li>
        </MenuList>
        <ServiceGroups id="mobile-services" />
      </Box>
    </details>
  );
}
