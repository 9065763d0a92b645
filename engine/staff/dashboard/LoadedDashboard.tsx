import { QueryClientProvider } from '@tanstack/react-query';
import pageFiles from 'virtual:page-files';
import { PageFilesProvider } from '../../ui/page-files';
import { AdminStoreProvider, browserStoreSource } from '../store/store-source';
import { queryClient } from '../../data/query-client';
import type { DashboardProps } from './dashboard.schema';
import { Dashboard } from './Dashboard';

/**
 * The dashboard with the site's query cache, this browser's service store, and the page
 * documents behind the site's addresses (a record's page may be one).
 */
export default function LoadedDashboard({ block }: { block: DashboardProps }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminStoreProvider source={browserStoreSource}>
        <PageFilesProvider files={pageFiles}>
          <Dashboard block={block} />
        </PageFilesProvider>
      </AdminStoreProvider>
    </QueryClientProvider>
  );
}
