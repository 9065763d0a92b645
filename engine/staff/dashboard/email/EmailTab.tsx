import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { comingSoonTabs } from '../parts/ComingSoon';
import { MetricList } from '../parts/MetricList';
import { PanelHeader } from '../parts/PanelHeader';
import { StatCards } from '../parts/StatCards';
import { StatusChip, type StatusLook } from '../parts/StatusChip';
import { SubTabs } from '../parts/SubTabs';
import type { campaignSchema, emailTabSchema } from './email-tab.schema';
import { GridList } from '../parts/GridList';

export type EmailTabConfig = FromSchema<typeof emailTabSchema>;
type Campaign = FromSchema<typeof campaignSchema>;

const statusLooks: Record<Campaign['status'], StatusLook> = {
  sent: 'positive',
  scheduled: 'pending',
  draft: 'neutral',
};

/** Email marketing figures, and campaigns under the first of four sub-tabs. */
export function EmailTab({ config }: { config: EmailTabConfig }) {
  const { subTabs } = config;
  return (
    <Box>
      <PanelHeader heading={config.heading} />
      <StatCards stats={config.stats} label={config.heading ?? config.label} />
      <Box sx={{ mt: 3 }}>
        <SubTabs
          tab={config}
          idPrefix="admin-email"
          tabs={[
            {
              key: 'campaigns',
              label: subTabs.campaigns.label,
              render: () => <CampaignList config={config} />,
            },
            ...comingSoonTabs(subTabs, ['subscribers', 'templates', 'automation']),
          ]}
        />
      </Box>
    </Box>
  );
}

function CampaignList({ config }: { config: EmailTabConfig }) {
  const format = useStaffFormat();
  const { metricLabels } = config;
  return (
    <GridList label={config.subTabs.campaigns.label} gap={2}>
      {config.campaigns.map((campaign) => (
        <Card
          component="li"
          key={campaign.name}
          sx={{
            p: { xs: 2, md: 2.5 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 22rem)' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                {campaign.name}
              </Typography>
              <StatusChip
                label={config.statusLabels[campaign.status]}
                look={statusLooks[campaign.status]}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {fillIn(config.dateLabels[campaign.status], {
                date: campaign.date ? format.date(campaign.date) : '',
              })}
            </Typography>
          </Box>
          <MetricList
            metrics={[
              { label: metricLabels.opens, value: format.number(campaign.opens) },
              { label: metricLabels.clicks, value: format.number(campaign.clicks) },
              { label: metricLabels.subscribers, value: format.number(campaign.subscribers) },
            ]}
          />
        </Card>
      ))}
    </GridList>
  );
}
