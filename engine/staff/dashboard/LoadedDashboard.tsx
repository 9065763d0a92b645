import { QueryClientProvider } from '@tanstack/react-query';
import { AdminStoreProvider, browserStoreSource } from '../store/store-source';
import { queryClient } from '../../data/query-client';
import type { DashboardProps } from './dashboard.schema';
import { Dashboard } from './Dashboard';

/** The dashboard with the site's query cache and this browser's service store. */
export default function LoadedDashboard({ block }: { block: DashboardProps }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminStoreProvider source={browserStoreSource}>
        <Dashboard block={block} />
      </AdminStoreProvider>
    </QueryClientProvider>
  );
}
