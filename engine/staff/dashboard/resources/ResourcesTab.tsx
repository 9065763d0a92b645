import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { FactLine } from '../../../ui/bidi-runs';
import { IconTile } from '../../../ui/IconTile';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { SubTabs } from '../parts/SubTabs';
import { EmptyState } from '../parts/EmptyState';
import { PanelHeader } from '../parts/PanelHeader';
import type { adminResourceSchema, resourcesTabSchema } from './resources-tab.schema';
import { GridList } from '../parts/GridList';

export type ResourcesTabConfig = FromSchema<typeof resourcesTabSchema>;
type Resource = FromSchema<typeof adminResourceSchema>;

const typeIcons = {
  document: ArticleOutlined,
  video: PlayCircleOutline,
  template: ContentCopyOutlined,
} as const;

const filters = [
  { key: 'all', type: null },
  { key: 'documents', type: 'document' },
  { key: 'videos', type: 'video' },
  { key: 'templates', type: 'template' },
] as const;

/** Every resource under "all"; the other sub-tabs show one kind each. */
export function ResourcesTab({ config }: { config: ResourcesTabConfig }) {
  return (
    <Box>
      <PanelHeader heading={config.heading} />
      <SubTabs
        tab={config}
        idPrefix="admin-resources"
        tabs={filters.map(({ key, type }) => ({
          key,
          label: config.subTabs[key].label,
          render: () => {
            const items = config.resources.filter((item) => type === null || item.type === type);
            return items.length === 0 ? (
              <EmptyState text={config.subTabs[key].empty} />
            ) : (
              <ResourceItems items={items} config={config} label={config.subTabs[key].label} />
            );
          },
        }))}
      />
    </Box>
  );
}

function ResourceItems({
  items,
  config,
  label,
}: {
  items: readonly Resource[];
  config: ResourcesTabConfig;
  label: string;
}) {
  const format = useStaffFormat();
  return (
    <GridList
      label={label}
      gap={2}
      columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
    >
      {items.map((item) => {
        const TypeIcon = typeIcons[item.type];
        const reach =
          item.views !== undefined
            ? fillIn(config.viewsLabel, { count: format.number(item.views) })
            : item.downloads !== undefined
              ? fillIn(config.downloadsLabel, { count: format.number(item.downloads) })
              : null;
        return (
          <Card
            component="li"
            key={item.title}
            sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            <IconTile size={44} radius={3} dark={false}>
              <TypeIcon aria-hidden />
            </IconTile>
            <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75 }}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                {item.title}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Chip label={config.typeLabels[item.type]} size="small" sx={{ fontWeight: 700 }} />
                <Chip label={item.category} size="small" variant="outlined" />
              </Box>
              <Typography variant="body2" color="text.secondary">
                <FactLine facts={[reach, item.size ?? item.duration, format.date(item.date)]} />
              </Typography>
            </Box>
          </Card>
        );
      })}
    </GridList>
  );
}
