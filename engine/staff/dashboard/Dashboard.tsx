import StorageIcon from '@mui/icons-material/Storage';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useDataCapabilities } from '../store/store-source';
import type { DashboardProps } from './dashboard.schema';
import { BlogsTab } from './blogs/BlogsTab';
import { ImportTab } from './data-import/ImportTab';
import { EmailTab } from './email/EmailTab';
import { linkedLeadId } from './leads/lead-link';
import { LeadsTab } from './leads/LeadsTab';
import { AdminTabs, type TabItem } from './parts/AdminTabs';
import { ReportsTab } from './reports/ReportsTab';
import { ResourcesTab } from './resources/ResourcesTab';
import { ServicesTab } from './services/ServicesTab';

type TabSpec = DashboardProps['tabs'][number];

/** The panel of the one kind a tab entry names. */
function tabContent(tab: TabSpec): Omit<TabItem, 'key'> & { kind: string } {
  if (tab.services) {
    const config = tab.services;
    return { kind: 'services', label: config.label, render: () => <ServicesTab config={config} /> };
  }
  if (tab.leads) {
    const config = tab.leads;
    return { kind: 'leads', label: config.label, render: () => <LeadsTab config={config} /> };
  }
  if (tab.blogs) {
    const config = tab.blogs;
    return { kind: 'blogs', label: config.label, render: () => <BlogsTab config={config} /> };
  }
  if (tab.email) {
    const config = tab.email;
    return { kind: 'email', label: config.label, render: () => <EmailTab config={config} /> };
  }
  if (tab.resources) {
    const config = tab.resources;
    return {
      kind: 'resources',
      label: config.label,
      render: () => <ResourcesTab config={config} />,
    };
  }
  if (tab.reports) {
    const config = tab.reports;
    return { kind: 'reports', label: config.label, render: () => <ReportsTab config={config} /> };
  }
  if (tab.import) {
    const config = tab.import;
    return { kind: 'import', label: config.label, render: () => <ImportTab config={config} /> };
  }
  throw new Error(
    'A dashboard tab names none of the known kinds; validation should have caught it.',
  );
}

/** Where the data lives, then the tabs the page document declares. */
export function Dashboard({ block }: { block: DashboardProps }) {
  const notice = block.storeNotice[useDataCapabilities().dataLives];
  const seen = new Set<string>();
  const tabs = block.tabs.map((tab, index) => {
    const { kind, ...item } = tabContent(tab);
    const key = seen.has(kind) ? `${kind}-${index}` : kind;
    seen.add(kind);
    return { key, ...item };
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2.5, md: 3 } }}>
      <Alert role="note" severity="success" icon={<StorageIcon fontSize="inherit" />}>
        <AlertTitle sx={{ fontWeight: 700 }}>{notice.title}</AlertTitle>
        {notice.text}
      </Alert>
      <AdminTabs
        label={block.tabsLabel}
        idPrefix="admin"
        tabs={tabs}
        initialKey={linkedLeadId() ? 'leads' : undefined}
      />
    </Box>
  );
}
