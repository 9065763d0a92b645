import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { fillIn } from '../../../locale/format';
import { LEAD_STATUSES, isLeadStatus, type LeadPage } from '../../../leads/lead';
import { formLabel } from '../../../leads/lead-format';
import type { LeadsTabConfig } from './leads-tab.schema';
import type { LeadFilters as Filters } from './use-leads';

interface Props {
  config: LeadsTabConfig;
  /** The forms that have leads, with how many each. */
  forms: LeadPage['forms'];
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** The form and status the list is narrowed to. */
export function LeadFilters({ config, forms, value, onChange }: Props) {
  const id = useId();
  const { filters } = config;
  const option = (label: string, count: number) => fillIn(filters.option, { label, count });
  const all = forms.reduce((sum, form) => sum + form.leads, 0);
  // The chosen form stays an option even before the list (or after its last lead) is gone.
  const options =
    value.form && !forms.some((f) => f.form === value.form)
      ? [...forms, { form: value.form, leads: 0 }]
      : forms;
  return (
    <Box
      role="group"
      aria-label={filters.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 22rem) minmax(0, 12rem)' },
        mb: 2,
      }}
    >
      <TextField
        select
        id={`${id}-form`}
        label={filters.formLabel}
        value={value.form}
        onChange={(event) => onChange({ ...value, form: event.target.value })}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{option(filters.allForms, all)}</option>
        {options.map(({ form, leads }) => (
          <option key={form} value={form}>
            {option(formLabel(config.formLabels, form), leads)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id={`${id}-status`}
        label={filters.statusLabel}
        value={value.status}
        onChange={(event) => {
          const status = event.target.value;
          onChange({ ...value, status: isLeadStatus(status) ? status : '' });
        }}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{filters.allStatuses}</option>
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {config.statusLabels[status]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
