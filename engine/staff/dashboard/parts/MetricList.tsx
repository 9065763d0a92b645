import Box from '@mui/material/Box';
import { DescriptionGrid } from '../../../ui/DescriptionGrid';

/** Labelled figures of one item, as a description list laid out in a row. */
export function MetricList({ metrics }: { metrics: readonly { label: string; value: string }[] }) {
  return (
    <DescriptionGrid
      sx={{
        gridTemplateColumns: `repeat(${metrics.length}, minmax(0, 1fr))`,
        gap: 1,
      }}
    >
      {metrics.map((metric) => (
        <Box key={metric.label} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ fontSize: '0.8rem', color: 'text.secondary', fontWeight: 600 }}>
            {metric.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.05rem' }}>
            {metric.value}
          </Box>
        </Box>
      ))}
    </DescriptionGrid>
  );
}
