import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { GateBand } from './GateCard';

/** A step in progress: a spinner and what is happening. */
export function GateStatus({ text }: { text: string }) {
  return (
    <GateBand>
      <Box role="status" sx={{ py: 10, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </GateBand>
  );
}
