import StorageIcon from '@mui/icons-material/Storage';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useDataCapabilities } from '../store/store-source';
import type { DashboardProps } from './dashboard.schema';
import { ActivityTab } from './activity/ActivityTab';
import { BlogsTab } from './blogs/BlogsTab';
import { ImportTab } from './data-import/ImportTab';
import { EmailTab } from './email/EmailTab';
import { linkedLeadId } from './leads/lead-link';
import { LeadsTab } from './leads/LeadsTab';
import { AdminTabs, type TabItem } from './parts/AdminTabs';
import { PictureWordsProvider } from './pictures/picture-words';
import { ReportsTab } from './reports/ReportsTab';
import { ResourcesTab } from './resources/ResourcesTab';
import { ServicesTab } from './services/ServicesTab';

type TabSpec = DashboardProps['tabs'][number];
type TabKind = keyof TabSpec;

/** The panel of each kind of tab, by the key that names the kind in the page document. */
const tabPanels: { [K in TabKind]-?: ComponentType<{ config: NonNullable<TabSpec[K]> }> } = {
  services: ServicesTab,
  leads: LeadsTab,
  blogs: BlogsTab,
  email: EmailTab,
  resources: ResourcesTab,
  reports: ReportsTab,
  import: ImportTab,
  activity: ActivityTab,
};

/** The panel of the one kind a tab entry names. */
function tabContent(tab: TabSpec): Omit<TabItem, 'key'> & { kind: string } {
  const kind = (Object.keys(tabPanels) as TabKind[]).find((name) => Object.hasOwn(tab, name));
  if (!kind) {
    throw new Error(
      'A dashboard tab names none of the known kinds; validation should have caught it.',
    );
  }
  // The kind and its words come from one entry, so the panel always gets its own words.
  const Panel = tabPanels[kind] as ComponentType<{ config: unknown }>;
  const config = tab[kind]!;
  return { kind, label: config.label, render: () => <Panel config={config} /> };
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
      <PictureWordsProvider words={block.pictures}>
        <AdminTabs
          label={block.tabsLabel}
          idPrefix="admin"
          tabs={tabs}
          initialKey={linkedLeadId() ? 'leads' : undefined}
        />
      </PictureWordsProvider>
    </Box>
  );
}
