import Chip from '@mui/material/Chip';
import type { StatusColours } from '../../../theme/palette';

export type StatusLook = keyof Pick<StatusColours, 'positive' | 'pending' | 'neutral'>;

/** A small status label, coloured by what the status means; text contrast is AA. */
export function StatusChip({ label, look }: { label: string; look: StatusLook }) {
  return (
    <Chip
      label={label}
      size="small"
      sx={{ fontWeight: 700, bgcolor: `status.${look}.soft`, color: `status.${look}.main` }}
    />
  );
}
