import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionButton } from '../../engine/ui/ActionButton';
import { Icon } from '../../engine/ui/icons';
import { Section, sectionLook } from '../../engine/ui/Section';
import type { eventListSchema } from './event-list.schema';
import { useNumberFormat, useUi } from '../../engine/ui/site-context';
import { fillIn } from '../../engine/locale/format';

export type EventListProps = FromSchema<typeof eventListSchema>;
type EventItem = EventListProps['events'][number];

export function EventList(props: EventListProps) {
  const ui = useUi();
  const { heading, events } = props;
  return (
    <Section {...props}>
      <Box
        component="ul"
        aria-label={heading ?? ui.events}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, maxWidth: 960, mx: 'auto' }}
      >
        {events.map((event) => (
          <Box component="li" key={`${event.date}-${event.title}`}>
            <EventCard
              event={event}
              attendeesLabel={props.attendeesLabel}
              headingLevel={sectionLook(props).headingLevel}
            />
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function EventCard({
  event,
  attendeesLabel,
  headingLevel,
}: {
  event: EventItem;
  attendeesLabel: string;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Card
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' },
        color: 'text.primary',
      }}
    >
      <DateTile date={event.date} />
      <Box sx={{ minWidth: 0 }}>
        <Chip
          label={event.type}
          size="small"
          sx={{ mb: 1, fontWeight: 700, bgcolor: 'primary.soft', color: 'primary.dark' }}
        />
        <Typography variant="h3" component={headingLevel}>
          {event.title}
        </Typography>
        {event.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {event.description}
          </Typography>
        )}
        <EventFacts attendees={event.attendees} attendeesLabel={attendeesLabel} time={event.time} />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <ActionButton
          action={event.action}
          aria-label={`${event.action.label}: ${event.title}`}
          fullWidth
          sx={{ minWidth: 120 }}
        />
      </Box>
    </Card>
  );
}

/** "Jan 25": the month small above the day. */
function DateTile({ date }: { date: string }) {
  const [first = date, ...rest] = date.split(/\s+/);
  return (
    <Box
      sx={{
        width: 72,
        py: 1.25,
        borderRadius: '16px',
        textAlign: 'center',
        color: 'band.contrastText',
        bgcolor: 'band.main',
        alignSelf: 'start',
      }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase' }}
      >
        {first}
      </Typography>
      {rest.length > 0 && (
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.1 }}
        >
          {rest.join(' ')}
        </Typography>
      )}
    </Box>
  );
}

function EventFacts({
  attendees,
  attendeesLabel,
  time,
}: {
  attendees?: number;
  attendeesLabel: string;
  time?: string;
}) {
  const numbers = useNumberFormat();
  if (attendees === undefined && !time) return null;
  return (
    <Stack
      direction="row"
      sx={{
        mt: 1.5,
        columnGap: 2.5,
        rowGap: 0.5,
        flexWrap: 'wrap',
        color: 'text.secondary',
        fontSize: '0.95rem',
      }}
    >
      {attendees !== undefined && (
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <Icon name="groups" fontSize="small" />
          <span>{fillIn(attendeesLabel, { count: numbers.format(attendees) })}</span>
        </Stack>
      )}
      {time && (
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <Icon name="schedule" fontSize="small" />
          <span>{time}</span>
        </Stack>
      )}
    </Stack>
  );
}
