import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { FormDefinition, FormField, FormOption } from './form-types';
import type { QueryPreset } from './query-preset';
import { submitForm, type FormValues } from './submit-form';
import { useConfirmation } from './use-confirmation';
import { useQueryPreset } from './use-query-preset';
import { initialValues, validateFields } from './validate-fields';

interface Props {
  form: FormDefinition;
  /** Values that override field defaults, such as the service of the page. */
  preset?: FormValues;
  /** Called after a successful submission, e.g. to close the dialog. */
  onSubmitted?: () => void;
}

/**
 * A form declared in YAML. Required fields block submission with a message on the
 * field; a valid submission goes through submitForm, resets, and shows the toast.
 * Only a form with `fromQuery` fields reads the URL, so the others need no router.
 */
export function FormView(props: Props) {
  return props.form.fields.some((field) => field.fromQuery) ? (
    <QueryPresetForm {...props} />
  ) : (
    <FormBody {...props} />
  );
}

function QueryPresetForm({ preset, ...props }: Props) {
  const fromQuery = useQueryPreset(props.form.fields);
  return (
    <FormBody
      {...props}
      preset={{ ...preset, ...fromQuery.values }}
      addedOptions={fromQuery.addedOptions}
    />
  );
}

interface BodyProps extends Props {
  addedOptions?: QueryPreset['addedOptions'];
}

function FormBody({ form, preset, addedOptions = {}, onSubmitted }: BodyProps) {
  // Only what the visitor changed is state; the rest follows the defaults and the preset,
  // so a preset that arrives after hydration still shows.
  const [edits, setEdits] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const confirm = useConfirmation();
  const values = { ...initialValues(form.fields, preset), ...edits };

  const setValue = (name: string, value: string | boolean) => {
    setEdits((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateFields(form.fields, values);
    setErrors(found);
    const firstInvalid = form.fields.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await submitForm(form.name, values);
      setEdits({});
      confirm(form.toast.title, form.toast.text);
      onSubmitted?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={form.submitLabel}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
    >
      {form.fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: field.half ? 'auto' : '1 / -1' }}>
          <FieldInput
            field={field}
            id={`${baseId}-${field.name}`}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            options={[...(field.options ?? []), ...(addedOptions[field.name] ?? [])]}
            onChange={(value) => setValue(field.name, value)}
          />
        </Box>
      ))}
      {form.note && (
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', opacity: 0.85 }}>
          {form.note}
        </Typography>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {form.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

interface FieldProps {
  field: FormField;
  id: string;
  value: string | boolean;
  error: string | undefined;
  options: FormOption[];
  onChange: (value: string | boolean) => void;
}

function FieldInput({ field, id, value, error, options, onChange }: FieldProps) {
  const kind = field.kind ?? 'text';
  if (kind === 'hidden') return null;
  if (kind === 'checkbox') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              name={field.name}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }}
            />
          }
          label={field.label}
        />
        {error && (
          <FormHelperText id={`${id}-error`} error>
            {error}
          </FormHelperText>
        )}
      </Box>
    );
  }
  const select = kind === 'select';
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      type={select || kind === 'textarea' ? undefined : kind}
      required={field.required}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete}
      multiline={kind === 'textarea'}
      rows={kind === 'textarea' ? (field.rows ?? 3) : undefined}
      select={select}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? field.helperText}
      slotProps={select ? { select: { native: false } } : undefined}
    >
      {select &&
        [
          <MenuItem key="" value="" disabled>
            Select…
          </MenuItem>,
        ].concat(
          options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          )),
        )}
    </TextField>
  );
}
