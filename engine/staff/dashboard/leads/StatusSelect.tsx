import TextField from '@mui/material/TextField';
import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '../../../leads/lead';

interface Props {
  value: LeadStatus;
  onChange: (status: LeadStatus) => void;
  labels: Record<LeadStatus, string>;
  /** A visible label; without one, `ariaLabel` names the select. */
  label?: string;
  ariaLabel?: string;
  disabled?: boolean;
  id?: string;
}

/** A lead's status as a native select: quick with a keyboard, and the phone's own picker. */
export function StatusSelect({ value, onChange, labels, label, ariaLabel, disabled, id }: Props) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isLeadStatus(event.target.value)) onChange(event.target.value);
      }}
      sx={{ bgcolor: 'background.paper', minWidth: '9rem' }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
      }}
    >
      {LEAD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </TextField>
  );
}
