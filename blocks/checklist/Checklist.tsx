import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useId } from 'react';
import { ActionRow } from '../../engine/ui/ActionRow';
import { FigureItem } from '../../engine/ui/FigureItem';
import { IconHeading } from '../../engine/ui/IconHeading';
import { CardColumns } from '../../engine/ui/CardList';
import { Section, sectionLook, type SectionLook } from '../../engine/ui/Section';
import { cardOnBand } from '../../engine/theme/theme';
import type { checklistSchema } from './checklist.schema';
import { TickList } from '../../engine/ui/TickList';
import { DescriptionGrid } from '../../engine/ui/DescriptionGrid';

export type ChecklistProps = FromSchema<typeof checklistSchema>;
type Group = ChecklistProps['groups'][number];

export function Checklist(props: ChecklistProps) {
  const { groups, actions } = props;
  const look = sectionLook(props);
  return (
    <Section {...props}>
      <CardColumns
        columns={{ sm: groups.length > 1 ? 2 : 1, md: Math.min(groups.length, 3) }}
        alignItems="start"
      >
        {groups.map((group) => (
          <ChecklistGroup key={group.title} group={group} look={look} />
        ))}
      </CardColumns>
      <ActionRow actions={actions} />
    </Section>
  );
}

function ChecklistGroup({ group, look }: { group: Group; look: SectionLook }) {
  const { dark, muted, headingLevel } = look;
  const titleId = useId();
  return (
    <Card
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        ...cardOnBand(dark),
      }}
    >
      <IconHeading icon={group.icon} dark={dark} level={headingLevel} id={titleId}>
        {group.title}
      </IconHeading>
      {group.text && <Typography sx={{ mt: 1.5, color: muted }}>{group.text}</Typography>}
      {group.figures && group.figures.length > 0 && (
        <DescriptionGrid
          sx={{
            mt: 3,
            gap: 1.5,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          }}
        >
          {group.figures.map((figure) => (
            <FigureItem
              key={figure.label}
              value={figure.value}
              label={figure.label}
              sx={{
                p: 1.5,
                borderRadius: '12px',
                bgcolor: dark ? 'band.tile' : 'background.muted',
              }}
              labelVariant="body2"
              labelSx={{ color: muted }}
              valueSx={{
                fontSize: { xs: '1.15rem', sm: '1.35rem' },
                color: dark ? 'highlight.main' : 'primary.dark',
              }}
            />
          ))}
        </DescriptionGrid>
      )}
      <TickList items={group.items} dark={dark} labelledBy={titleId} mt={3} />
    </Card>
  );
}
