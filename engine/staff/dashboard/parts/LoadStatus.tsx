import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../ui/LoadingStatus';

/** A list that could not load: what failed, why, and a button to try again. */
function LoadFailed({
  text,
  reason,
  retryLabel,
  onRetry,
}: {
  text: string;
  reason: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {text} {reason}
    </Alert>
  );
}

/** A query of the dashboard: its error, and how to run it again. */
interface Retryable {
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A list read through the admin store, shown once both have loaded: until then a spinner, or
 * why the store or the list failed with a button that retries the one that failed.
 */
export function ListLoadStatus({
  store,
  list,
  copy,
  children,
}: {
  store: Retryable;
  list: Retryable & { isPending: boolean };
  copy: { loading: string; loadFailed: string; retryLabel: string };
  children: ReactNode;
}) {
  const failed = store.error ? store : list.error ? list : undefined;
  if (failed?.error)
    return (
      <LoadFailed
        text={copy.loadFailed}
        reason={failed.error.message}
        retryLabel={copy.retryLabel}
        onRetry={() => void failed.refetch()}
      />
    );
  if (list.isPending) return <LoadingStatus text={copy.loading} py={6} />;
  return children;
}
