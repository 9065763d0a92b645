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
  /** Who leads can be given to, by name. */
  owners: readonly string[];
  value: Filters;
  onChange: (filters: Filters) => void;
}

// The owner filter's choices as option values: a name may be any text, even "everyone".
const EVERYONE = 'everyone';
const NOBODY = 'nobody';
const ownerValue = (owner: string | null) =>
  owner === null ? EVERYONE : owner === '' ? NOBODY : `person:${owner}`;
const ownerOf = (value: string) =>
  value === EVERYONE ? null : value === NOBODY ? '' : value.slice('person:'.length);

/** The form, status and owner the list is narrowed to. */
export function LeadFilters({ config, forms, owners, value, onChange }: Props) {
  const id = useId();
  const { filters } = config;
  const option = (label: string, count: number) => fillIn(filters.option, { label, count });
  const all = forms.reduce((sum, form) => sum + form.leads, 0);
  // The chosen form stays an option even before the list (or after its last lead) is gone.
  const options =
    value.form && !forms.some((f) => f.form === value.form)
      ? [...forms, { form: value.form, leads: 0 }]
      : forms;
  const people = value.owner && !owners.includes(value.owner) ? [...owners, value.owner] : owners;
  return (
    <Box
      role="group"
      aria-label={filters.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'minmax(0, 22rem) minmax(0, 12rem) minmax(0, 14rem)',
        },
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
      <TextField
        select
        id={`${id}-owner`}
        label={filters.ownerLabel}
        value={ownerValue(value.owner)}
        onChange={(event) => onChange({ ...value, owner: ownerOf(event.target.value) })}
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={EVERYONE}>{filters.allOwners}</option>
        <option value={NOBODY}>{filters.noOwner}</option>
        {people.map((person) => (
          <option key={person} value={ownerValue(person)}>
            {person}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
