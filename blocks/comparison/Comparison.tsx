import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EastIcon from '@mui/icons-material/East';
import { mirroredInRtl } from '../../engine/ui/icons';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { useId } from 'react';
import { ActionRow } from '../../engine/ui/ActionRow';
import { IconHeading } from '../../engine/ui/IconHeading';
import { IconTile } from '../../engine/ui/IconTile';
import { CardColumns } from '../../engine/ui/CardList';
import { Section, sectionLook, type SectionLook } from '../../engine/ui/Section';
import type { AccentName } from '../../engine/theme/accents';
import { cardOnBand } from '../../engine/theme/theme';
import type { comparisonSchema } from './comparison.schema';

export type ComparisonProps = FromSchema<typeof comparisonSchema>;
type Column = ComparisonProps['columns'][number];
type ColumnTone = NonNullable<Column['tone']>;

const columnLooks = {
  negative: { accentName: 'rose', Marker: CloseIcon, pointing: false },
  // An arrow: it points the way the page reads.
  neutral: { accentName: 'blue', Marker: EastIcon, pointing: true },
  positive: { accentName: 'teal', Marker: CheckIcon, pointing: false },
} as const satisfies Record<
  ColumnTone,
  { accentName: AccentName; Marker: unknown; pointing: boolean }
>;

export function Comparison(props: ComparisonProps) {
  const { columns, actions } = props;
  const look = sectionLook(props);
  return (
    <Section {...props}>
      <CardColumns columns={{ md: Math.min(columns.length, 4) }}>
        {columns.map((column) => (
          <ComparisonColumn key={column.title} column={column} look={look} />
        ))}
      </CardColumns>
      <ActionRow actions={actions} />
    </Section>
  );
}

function ComparisonColumn({ column, look }: { column: Column; look: SectionLook }) {
  const { dark, headingLevel } = look;
  const headingId = useId();
  const { accentName, Marker, pointing } = columnLooks[column.tone ?? 'neutral'];
  const accent = useTheme().palette.accent[accentName];
  return (
    <Card
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        borderTop: `4px solid ${accent.main}`,
        ...cardOnBand(dark),
      }}
    >
      <IconHeading
        icon={column.icon}
        dark={dark}
        colours={accent}
        level={headingLevel}
        id={headingId}
      >
        {column.title}
      </IconHeading>
      {column.description && (
        <Typography sx={{ mt: 1.5, color: dark ? 'band.muted' : 'text.secondary' }}>
          {column.description}
        </Typography>
      )}
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 2 }}
      >
        {column.items.map((item) => (
          <Box component="li" key={item.title} sx={{ display: 'flex', gap: 1.5 }}>
            <IconTile size={26} radius="50%" dark={dark} colours={accent} sx={{ mt: '1px' }}>
              <Marker aria-hidden sx={{ fontSize: 16, ...(pointing ? mirroredInRtl : {}) }} />
            </IconTile>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack
                direction="row"
                sx={{
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                {item.figure && (
                  <Typography
                    component="span"
                    sx={{
                      px: 1.25,
                      py: 0.25,
                      borderRadius: 999,
                      fontSize: '0.875rem',
                      fontWeight: 800,
                      whiteSpace: 'nowrap',
                      bgcolor: dark ? 'band.tint' : accent.soft,
                      color: dark ? 'highlight.light' : accent.main,
                    }}
                  >
                    {item.figure}
                  </Typography>
                )}
              </Stack>
              {item.text && (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, color: dark ? 'band.muted' : 'text.secondary' }}
                >
                  {item.text}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
