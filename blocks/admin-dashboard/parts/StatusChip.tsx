import Chip from '@mui/material/Chip';

const looks = {
  positive: { bgcolor: '#DCF5E7', color: '#0F5132' },
  pending: { bgcolor: '#FFF1D6', color: '#7A4100' },
  neutral: { bgcolor: '#E8EDF5', color: '#334155' },
} as const;

export type StatusLook = keyof typeof looks;

/** A small status label, coloured by what the status means; text contrast is AA. */
export function StatusChip({ label, look }: { label: string; look: StatusLook }) {
  return <Chip label={label} size="small" sx={{ fontWeight: 700, ...looks[look] }} />;
}
