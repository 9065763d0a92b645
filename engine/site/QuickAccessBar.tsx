import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LocalLink } from '../ui/LocalLink';
import { scrollToTop } from '../ui/scroll';
import { centredListAttribute, centreCurrentItem } from './centre-current-item';
import { interpolate } from '../locale/interpolate';
import { findService } from '../services/service-path';
import { useSite } from '../ui/site-context';

/** An edge of the pills' list fading out, over this width, where more pills lie past it. */
const fadeWidth = '40px';
// A mask reads only its colours' opacity: black shows the list, transparent hides it.
const fading = (start: boolean, end: boolean) =>
  `linear-gradient(to right, ${start ? 'transparent' : 'black'}, black ${fadeWidth}, black calc(100% - ${fadeWidth}), ${end ? 'transparent' : 'black'})`;

/**
 * Pills cut off at an edge fade out there, as long as the list scrolls that way: the
 * list's own scroll position drives the fades (a scroll-driven animation, no script).
 * A list that fits, or a browser without scroll timelines, shows every edge sharp.
 */
const fadeAtMore = keyframes`
  0% { mask-image: ${fading(false, true)}; }
  2%, 98% { mask-image: ${fading(true, true)}; }
  100% { mask-image: ${fading(true, false)}; }
`;
const moreThisWaySx = {
  '@supports (animation-timeline: scroll())': {
    animation: `${fadeAtMore} linear both`,
    animationTimeline: 'scroll(self inline)',
  },
} as const;

/** Category, "n of 14" and a pill for every service, the current one highlighted. */
export function QuickAccessBar({ slug }: { slug: string }) {
  const { services, ui } = useSite();
  const current = findService(services, slug);
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the current pill may sit past the edge: the page's first paint has
  // it in the middle already (entry-client), and so does every service opened after.
  useEffect(() => {
    if (listRef.current) centreCurrentItem(listRef.current);
  }, [slug]);
  return (
    <Box
      component="nav"
      aria-label={ui.allServices}
      sx={{ bgcolor: 'background.muted', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 1.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
        }}
      >
        <Typography
          sx={{
            fontSize: '0.85rem',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: 'text.secondary',
          }}
        >
          {current ? (
            <>
              <Box component="span" sx={{ color: 'primary.main' }}>
                {ui[current.service.category]}
              </Box>{' '}
              ·{' '}
              {interpolate(ui.servicePosition, {
                position: String(current.position),
                count: String(services.length),
              })}
            </>
          ) : (
            interpolate(ui.serviceCount, { count: String(services.length) })
          )}
        </Typography>
        <Box
          component="ul"
          ref={listRef}
          {...{ [centredListAttribute]: '' }}
          sx={{
            display: 'flex',
            gap: 1,
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 0.5,
            overflowX: 'auto',
            maxWidth: '100%',
            scrollbarWidth: 'thin',
            ...moreThisWaySx,
          }}
        >
          {services.map((service) => {
            const active = service.slug === slug;
            return (
              <li key={service.slug}>
                <Chip
                  component={LocalLink}
                  to={`/services/${service.slug}`}
                  onClick={scrollToTop}
                  clickable
                  label={service.name}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  sx={{ fontWeight: 600, bgcolor: active ? undefined : 'background.paper' }}
                />
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
