import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { Icon } from '../../../ui/icons';
import type { statListSchema } from './parts.schema';
import { GridList } from './GridList';

type Stat = FromSchema<typeof statListSchema>[number];

/** Headline figures: two to a row on phones, four on wide screens. */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <GridList
      label={label}
      gap={{ xs: 1.5, md: 2 }}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
    >
      {stats.map((stat) => (
        <Card
          component="li"
          key={stat.label}
          sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            {stat.icon && (
              <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex' }}>
                <Icon name={stat.icon} fontSize="small" />
              </Box>
            )}
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {stat.label}
            </Typography>
          </Box>
          <Typography
            component="span"
            sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' }, fontWeight: 800, lineHeight: 1.2 }}
          >
            {stat.value}
          </Typography>
          {stat.detail && (
            <Typography variant="body2" component="span" color="text.secondary">
              {stat.detail}
            </Typography>
          )}
        </Card>
      ))}
    </GridList>
  );
}
