import Box from '@mui/material/Box';
import { PanelHeader } from '../parts/PanelHeader';
import type { ImportTabConfig } from './import-tab.schema';
import { SampleDataCard } from './SampleDataCard';
import { YamlUploadCard } from './YamlUploadCard';

/** Loading the sample services, and importing services from a YAML file. */
export function ImportTab({ config }: { config: ImportTabConfig }) {
  return (
    <Box>
      <PanelHeader heading={config.heading} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <SampleDataCard config={config.sample} />
        <YamlUploadCard config={config.upload} />
      </Box>
    </Box>
  );
}
