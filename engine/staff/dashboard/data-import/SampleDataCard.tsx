import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpenAdminStore } from '../../store/admin-store';
import { useNotify } from '../../tools/use-notify';
import { serviceContentKey } from '../../../data/query-client';
import type { ServiceContentInput } from '../../../services/service-content';
import { ImportCard } from './ImportCard';
import type { ImportTabConfig } from './import-tab.schema';
import { ReplaceSamplesDialog } from './ReplaceSamplesDialog';
import { loadSeedServices } from './seed-services';

interface Prepared {
  services: ServiceContentInput[];
  /** Slugs of existing rows the samples would overwrite. */
  replaced: string[];
}

/**
 * Loads the seeded sample services into the store, once; asks first when that would
 * overwrite services already there, naming how many.
 */
export function SampleDataCard({ config }: { config: ImportTabConfig['sample'] }) {
  const openStore = useOpenAdminStore();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [awaiting, setAwaiting] = useState<Prepared | null>(null);
  const failed = (error: unknown) => {
    console.error('Seeding the sample services failed.', error);
    notify(config.toasts.failed, 'error');
  };
  const seed = useMutation({
    mutationFn: async (services: ServiceContentInput[]) => (await openStore()).upsertMany(services),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      notify(config.toasts.done);
    },
    onError: failed,
  });
  const prepare = useMutation({
    mutationFn: async (): Promise<Prepared> => {
      const [store, services] = await Promise.all([openStore(), loadSeedServices()]);
      const existing = new Set((await store.list()).map((row) => row.slug));
      return { services, replaced: services.map((s) => s.slug).filter((s) => existing.has(s)) };
    },
    onSuccess: (prepared) => {
      if (prepared.replaced.length > 0) setAwaiting(prepared);
      else seed.mutate(prepared.services);
    },
    onError: failed,
  });
  const done = seed.isSuccess;
  const busy = prepare.isPending || seed.isPending;
  return (
    <ImportCard title={config.title} text={config.text}>
      <Button
        variant="contained"
        startIcon={done ? <CheckCircleIcon /> : <CloudDownloadIcon />}
        onClick={() => prepare.mutate()}
        disabled={done || busy || awaiting !== null}
        sx={{ justifySelf: 'start' }}
      >
        {done ? config.doneLabel : busy ? config.busyLabel : config.buttonLabel}
      </Button>
      <ReplaceSamplesDialog
        config={config.confirm}
        slugs={awaiting?.replaced ?? []}
        onCancel={() => setAwaiting(null)}
        onConfirm={() => {
          if (awaiting) seed.mutate(awaiting.services);
          setAwaiting(null);
        }}
      />
    </ImportCard>
  );
}
