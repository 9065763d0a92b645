import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../engine/ui/bidi-runs';
import { Icon } from '../../engine/ui/icons';
import { IconLine } from '../../engine/ui/IconLine';
import { IconTile } from '../../engine/ui/IconTile';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Section, sectionLook, type SectionLook } from '../../engine/ui/Section';
import { bandOverlay } from '../../engine/theme/theme';
import type { officeListSchema } from './office-list.schema';

export type OfficeListProps = FromSchema<typeof officeListSchema>;
type Office = OfficeListProps['offices'][number];
type Upcoming = NonNullable<OfficeListProps['upcoming']>;

export function OfficeList(props: OfficeListProps) {
  const { heading, primaryBadge, offices, upcoming } = props;
  const look = sectionLook(props);
  return (
    <Section {...props}>
      <CardList
        label={heading ?? 'Offices'}
        columns={{ sm: Math.min(offices.length, 2), md: Math.min(offices.length, 4) }}
      >
        {offices.map((office) => (
          <CardListItem key={`${office.city}-${office.country}`}>
            <OfficeCard office={office} badge={primaryBadge} look={look} />
          </CardListItem>
        ))}
      </CardList>
      {upcoming && <UpcomingOffices upcoming={upcoming} look={look} />}
    </Section>
  );
}

function OfficeCard({ office, badge, look }: { office: Office; badge: string; look: SectionLook }) {
  const { dark, muted, headingLevel } = look;
  const linkColour = dark ? 'band.contrastText' : 'primary.dark';
  return (
    <Card
      sx={{
        width: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: dark ? 'band.surface' : 'background.paper',
        color: 'inherit',
        borderColor: office.primary ? 'primary.main' : dark ? 'band.border' : undefined,
        borderWidth: office.primary ? 2 : 1,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Box>
          <Typography variant="h3" component={headingLevel}>
            {office.city}
          </Typography>
          <Typography variant="body2" sx={{ color: muted }}>
            {office.country}
          </Typography>
        </Box>
        {office.primary && (
          <Chip
            label={badge}
            size="small"
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
          />
        )}
      </Box>
      <OfficeDetail icon="location" muted={muted}>
        {office.address}
      </OfficeDetail>
      {office.phone && (
        <OfficeDetail icon="phone" muted={muted}>
          <PhoneLink phone={office.phone} sx={{ color: linkColour, fontWeight: 600 }} />
        </OfficeDetail>
      )}
      {office.email && (
        <OfficeDetail icon="email" muted={muted}>
          <Link
            href={`mailto:${office.email}`}
            sx={{ color: linkColour, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {office.email}
          </Link>
        </OfficeDetail>
      )}
    </Card>
  );
}

function OfficeDetail({
  icon,
  muted,
  children,
}: {
  icon: 'location' | 'phone' | 'email';
  muted: string;
  children: ReactNode;
}) {
  return (
    <IconLine icon={icon} iconColour={muted}>
      <Typography variant="body2" component="div" sx={{ lineHeight: 1.6 }}>
        {children}
      </Typography>
    </IconLine>
  );
}

function UpcomingOffices({ upcoming, look }: { upcoming: Upcoming; look: SectionLook }) {
  const { dark, muted, headingLevel } = look;
  return (
    <Box
      sx={{
        mt: 4,
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: '1px dashed',
        borderColor: dark ? bandOverlay(0.3) : 'outline',
        bgcolor: dark ? bandOverlay(0.04) : 'background.muted',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 3,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flex: 1 }}>
        <IconTile
          size={44}
          radius="50%"
          dark={dark}
          colours={{ soft: 'accent.amber.soft', main: 'accent.amber.main' }}
          darkColour="highlight.main"
        >
          <Icon name="rocket" />
        </IconTile>
        <Box>
          <Typography variant="h3" component={headingLevel}>
            {upcoming.heading}
          </Typography>
          {upcoming.text && <Typography sx={{ mt: 0.5, color: muted }}>{upcoming.text}</Typography>}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={upcoming.heading}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {upcoming.locations.map((location) => (
          <Box
            component="li"
            key={`${location.city}-${location.country}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              px: 2,
              borderRadius: 999,
              bgcolor: dark ? 'band.tile' : 'background.paper',
              border: 1,
              borderColor: dark ? 'band.border' : 'divider',
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {location.city}, {location.country}
            </Typography>
            <Chip
              label={upcoming.badge}
              size="small"
              sx={{
                bgcolor: 'status.upcoming.soft',
                color: 'status.upcoming.main',
                fontWeight: 700,
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
