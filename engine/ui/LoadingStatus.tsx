import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Something on its way: a spinner and a line saying what, read out by screen readers. */
export function LoadingStatus({ text, py }: { text: string; py: number }) {
  return (
    <Box role="status" sx={{ py, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
