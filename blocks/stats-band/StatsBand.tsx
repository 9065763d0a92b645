import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/ui/ActionRow';
import { FigureItem } from '../../engine/ui/FigureItem';
import { Section } from '../../engine/ui/Section';
import { tones } from '../../engine/theme/theme';
import type { statsBandSchema } from './stats-band.schema';
import { DescriptionGrid } from '../../engine/ui/DescriptionGrid';

export type StatsBandProps = FromSchema<typeof statsBandSchema>;

export function StatsBand(props: StatsBandProps) {
  const { tone, items, actions } = props;
  const muted = tones[tone].muted;
  return (
    <Section {...props}>
      <DescriptionGrid
        sx={{
          gap: 4,
          textAlign: 'center',
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${Math.min(items.length, 3)}, 1fr)`,
            md: `repeat(${items.length}, 1fr)`,
          },
        }}
      >
        {items.map((item) => (
          <FigureItem
            key={item.label}
            value={item.value}
            label={item.label}
            labelSx={{ color: muted, fontWeight: 600 }}
            valueSx={{ fontSize: { xs: '2.4rem', md: '3rem' }, lineHeight: 1.1 }}
          />
        ))}
      </DescriptionGrid>
      <ActionRow actions={actions} mt={6} variant="secondary" />
    </Section>
  );
}
