import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionButton } from '../../engine/ui/ActionButton';
import { Icon } from '../../engine/ui/icons';
import { IconTile } from '../../engine/ui/IconTile';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Section, sectionLook } from '../../engine/ui/Section';
import { bandOverlay } from '../../engine/theme/theme';
import { interpolate } from '../../engine/locale/interpolate';
import { useUi } from '../../engine/ui/site-context';
import type { resourceListSchema } from './resource-list.schema';

export type ResourceListProps = FromSchema<typeof resourceListSchema>;
type ResourceItem = ResourceListProps['resources'][number];

export function ResourceList(props: ResourceListProps) {
  const { heading, resources } = props;
  return (
    <Section {...props}>
      <CardList label={heading ?? 'Resources'} columns={{ sm: 2, md: 3 }}>
        {resources.map((resource) => (
          <CardListItem key={resource.title} wide={resource.featured}>
            <ResourceCard resource={resource} headingLevel={sectionLook(props).headingLevel} />
          </CardListItem>
        ))}
      </CardList>
    </Section>
  );
}

function ResourceCard({
  resource,
  headingLevel,
}: {
  resource: ResourceItem;
  headingLevel: 'h2' | 'h3';
}) {
  const ui = useUi();
  const featured = resource.featured === true;
  return (
    <Card
      sx={{
        width: '100%',
        p: { xs: 3, md: featured ? 5 : 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        color: featured ? 'band.contrastText' : 'text.primary',
        bgcolor: featured ? 'band.main' : 'background.paper',
        borderColor: featured ? 'band.main' : undefined,
      }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconTile size={44} radius={3} dark={featured} sx={{ mr: 0.5 }}>
          <Icon name={resource.icon ?? 'book'} />
        </IconTile>
        {featured && (
          <Chip
            label={ui.featured}
            size="small"
            sx={{ fontWeight: 800, bgcolor: 'highlight.main', color: 'highlight.contrastText' }}
          />
        )}
        <Chip
          label={resource.type}
          size="small"
          variant="outlined"
          sx={{
            fontWeight: 700,
            color: 'inherit',
            borderColor: featured ? bandOverlay(0.4) : undefined,
          }}
        />
        {resource.readTime && (
          <Typography
            component="span"
            sx={{
              fontSize: '0.9rem',
              color: featured ? 'band.muted' : 'text.secondary',
              ml: 'auto',
            }}
          >
            {interpolate(ui.readTime, { time: resource.readTime })}
          </Typography>
        )}
      </Stack>
      <Typography
        variant="h3"
        component={headingLevel}
        sx={featured ? { fontSize: { xs: '1.4rem', md: '1.8rem' } } : undefined}
      >
        {resource.title}
      </Typography>
      <Typography sx={{ color: featured ? 'band.lead' : 'text.secondary', maxWidth: 760 }}>
        {resource.description}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <ActionButton
          action={{
            icon: 'download',
            variant: featured ? 'secondary' : 'primary',
            ...resource.action,
          }}
          aria-label={`${resource.action.label}: ${resource.title}`}
        />
      </Box>
    </Card>
  );
}
