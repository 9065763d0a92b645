import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/render/ActionRow';
import { Section } from '../../engine/render/Section';
import { tones } from '../../engine/theme/theme';
import type { statsBandSchema } from './stats-band.schema';

export type StatsBandProps = FromSchema<typeof statsBandSchema>;

export function StatsBand(props: StatsBandProps) {
  const { tone, items, actions } = props;
  const muted = tones[tone].muted;
  return (
    <Section {...props}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
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
          <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" sx={{ color: muted, fontWeight: 600 }}>
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '2.4rem', md: '3rem' },
                fontWeight: 800,
                lineHeight: 1.1,
              }}
            >
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <ActionRow actions={actions} mt={6} variant="secondary" />
    </Section>
  );
}
