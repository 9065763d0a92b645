import Box from '@mui/material/Box';
import { scrollToTop } from '../ui/scroll';
import { MenuGroupHeading, MenuLink, MenuList } from './menu-items';
import { usePagePath } from '../ui/use-page-path';
import { useSite, useUi } from '../ui/site-context';

/** Delay before scrolling to the top after choosing a service. */
const serviceScrollDelayMs = 100;

const categories = ['core', 'specialty'] as const;

/** Side by side, with bold headings. */
const columnsSx = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  columnGap: 1,
  '& [id]': { fontWeight: 800 },
} as const;

interface Props {
  /** Starts the ids of the group headings: two menus on a page list the services. */
  id: string;
  /** Core and specialty side by side (the header's menu), or one under the other. */
  columns?: boolean;
}

/**
 * The catalogue's services under their category ("Core Services", "Specialty Services"),
 * each group a list of links named by its heading. The services menu and the mobile menu
 * show them.
 */
export function ServiceGroups({ id, columns = false }: Props) {
  const { services } = useSite();
  const ui = useUi();
  const pathname = usePagePath();
  return (
    <Box sx={columns ? columnsSx : undefined}>
      {categories.map((category) => (
        <div key={category}>
          <MenuGroupHeading id={`${id}-${category}`}>
            {category === 'core' ? ui.coreServices : ui.specialtyServices}
          </MenuGroupHeading>
          <MenuList aria-labelledby={`${id}-${category}`}>
            {services
              .filter((service) => service.category === category)
              .map((service) => {
                const path = `/services/${service.slug}`;
                return (
                  <li key={service.slug}>
                    <MenuLink
                      to={path}
                      aria-current={pathname === path ? 'page' : undefined}
                      onClick={() => window.setTimeout(scrollToTop, serviceScrollDelayMs)}
                    >
                      {service.name}
                    </MenuLink>
                  </li>
                );
              })}
          </MenuList>
        </div>
      ))}
    </Box>
  );
}
