import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A list on its way: a spinner and what is loading. */
export function Loading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** A list that could not load: what failed, why, and a button to try again. */
export function LoadFailed({
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
