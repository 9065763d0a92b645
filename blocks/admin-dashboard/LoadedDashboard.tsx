import { QueryClientProvider } from '@tanstack/react-query';
import { AdminStoreProvider, browserStoreSource } from '../../engine/staff/store/store-source';
import { queryClient } from '../../engine/data/query-client';
import type { AdminDashboardProps } from './AdminDashboard';
import { Dashboard } from './Dashboard';

/** The dashboard with the site's query cache and this browser's service store. */
export default function LoadedDashboard({ block }: { block: AdminDashboardProps }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminStoreProvider source={browserStoreSource}>
        <Dashboard block={block} />
      </AdminStoreProvider>
    </QueryClientProvider>
  );
}
