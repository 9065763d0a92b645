import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FactLine } from '../../../ui/bidi-runs';
import type { FromSchema } from 'json-schema-to-ts';
import { downloadFile } from '../../tools/download-file';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { comingSoonTabs } from '../parts/ComingSoon';
import { PanelHeader } from '../parts/PanelHeader';
import { StatCards } from '../parts/StatCards';
import { StatusChip } from '../parts/StatusChip';
import { SubTabs } from '../parts/SubTabs';
import { isDownloadable, reportCsv, reportFileName, type Report } from './report-csv';
import type { reportsTabSchema } from './reports-tab.schema';
import { GridList } from '../parts/GridList';

export type ReportsTabConfig = FromSchema<typeof reportsTabSchema>;

/** Figures and the report list on the overview; website, marketing and business to come. */
export function ReportsTab({ config }: { config: ReportsTabConfig }) {
  const { subTabs } = config;
  return (
    <Box>
      <PanelHeader heading={config.heading} />
      <SubTabs
        tab={config}
        idPrefix="admin-reports"
        tabs={[
          {
            key: 'overview',
            label: subTabs.overview.label,
            render: () => <Overview config={config} />,
          },
          ...comingSoonTabs(subTabs, ['website', 'marketing', 'business']),
        ]}
      />
    </Box>
  );
}

function Overview({ config }: { config: ReportsTabConfig }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <StatCards stats={config.stats} label={config.subTabs.overview.label} />
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          {config.listHeading}
        </Typography>
        <GridList label={config.listHeading} gap={1.5}>
          {config.reports.map((report) => (
            <ReportRow key={`${report.name}-${report.period}`} report={report} config={config} />
          ))}
        </GridList>
      </Box>
    </Box>
  );
}

function ReportRow({ report, config }: { report: Report; config: ReportsTabConfig }) {
  const format = useStaffFormat();
  const ready = isDownloadable(report);
  const download = () =>
    downloadFile(
      reportFileName(report),
      new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }),
    );
  return (
    <Card
      component="li"
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h4" sx={{ fontSize: '1.05rem' }}>
            {report.name}
          </Typography>
          <StatusChip
            label={config.statusLabels[report.status]}
            look={ready ? 'positive' : 'pending'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <FactLine
            facts={[
              report.type,
              report.period,
              report.generated &&
                fillIn(config.generatedLabel, { date: format.date(report.generated) }),
            ]}
          />
        </Typography>
        {!ready && (
          <Box sx={{ mt: 1.5, maxWidth: 360 }}>
            <LinearProgress aria-label={`${config.generatingLabel} ${report.name}`} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {config.generatingHint}
            </Typography>
          </Box>
        )}
      </Box>
      <Button
        variant={ready ? 'contained' : 'outlined'}
        startIcon={<DownloadIcon />}
        disabled={!ready}
        onClick={download}
        aria-label={`${ready ? config.downloadLabel : config.generatingLabel} ${report.name}`}
      >
        {ready ? config.downloadLabel : config.generatingLabel}
      </Button>
    </Card>
  );
}
