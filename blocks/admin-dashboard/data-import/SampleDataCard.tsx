import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOpenAdminStore } from '../../../engine/admin/admin-store';
import { useNotify } from '../../../engine/admin/use-notify';
import { serviceContentKey } from '../../../engine/data/query-client';
import { ImportCard } from './ImportCard';
import type { ImportTabConfig } from './ImportTab';
import { loadSeedServices } from './seed-services';

/** Loads the seeded sample services into the store, once. */
export function SampleDataCard({ config }: { config: ImportTabConfig['sample'] }) {
  const openStore = useOpenAdminStore();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const seed = useMutation({
    mutationFn: async () => {
      const [store, services] = await Promise.all([openStore(), loadSeedServices()]);
      return store.upsertMany(services);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      notify(config.toasts.done);
    },
    onError: (error) => {
      console.error('Seeding the sample services failed.', error);
      notify(config.toasts.failed, 'error');
    },
  });
  const done = seed.isSuccess;
  return (
    <ImportCard title={config.title} text={config.text}>
      <Button
        variant="contained"
        startIcon={done ? <CheckCircleIcon /> : <CloudDownloadIcon />}
        onClick={() => seed.mutate()}
        disabled={done || seed.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {done ? config.doneLabel : seed.isPending ? config.busyLabel : config.buttonLabel}
      </Button>
    </ImportCard>
  );
}
