import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useId } from 'react';
import { ActionRow } from '../../engine/render/ActionRow';
import { FigureItem } from '../../engine/render/FigureItem';
import { IconHeading } from '../../engine/render/IconHeading';
import { Section } from '../../engine/render/Section';
import { isDarkTone, tones } from '../../engine/theme/theme';
import type { checklistSchema } from './checklist.schema';
import { TickList } from '../../engine/render/TickList';
import { DescriptionGrid } from '../../engine/render/DescriptionGrid';

export type ChecklistProps = FromSchema<typeof checklistSchema>;
type Group = ChecklistProps['groups'][number];

export function Checklist(props: ChecklistProps) {
  const { heading, tone, groups, actions } = props;
  const dark = isDarkTone(tone);
  return (
    <Section {...props}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: groups.length > 1 ? 'repeat(2, 1fr)' : '1fr',
            md: `repeat(${Math.min(groups.length, 3)}, 1fr)`,
          },
        }}
      >
        {groups.map((group) => (
          <ChecklistGroup
            key={group.title}
            group={group}
            dark={dark}
            muted={tones[tone].muted}
            headingLevel={heading ? 'h3' : 'h2'}
          />
        ))}
      </Box>
      <ActionRow actions={actions} />
    </Section>
  );
}

interface GroupProps {
  group: Group;
  dark: boolean;
  muted: string;
  headingLevel: 'h2' | 'h3';
}

function ChecklistGroup({ group, dark, muted, headingLevel }: GroupProps) {
  const titleId = useId();
  return (
    <Card
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        bgcolor: dark ? 'band.surface' : 'background.paper',
        color: 'inherit',
        borderColor: dark ? 'band.border' : undefined,
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
