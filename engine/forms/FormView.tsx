import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsClient } from '../render/use-is-client';
import { DataRequestError, type DataFailure } from '../data/data-request-error';
import type { SiteDocument } from '../document/page-types';
import { useSite } from '../site/site-context';
import type { FormDefinition, FormField, FormOption } from './form-types';
import type { QueryPreset } from './query-preset';
import { HONEYPOT_FIELD } from './honeypot';
import { formAction, submitForm, type FormValues } from './submit-form';
import { useConfirmation, useFailureNotice } from './use-confirmation';
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
 * field; a valid submission is stored through submitForm, then the form resets and shows
 * its confirmation. When it is not stored, an error toast says why and every answer stays.
 * Without JavaScript the form posts to the server, which answers with a receipt page.
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
  const site = useSite();
  const { pathname } = useLocation();
  // Before hydration the browser checks required fields itself and posts the form to
  // the server; afterwards this component checks them and sends them.
  const hydrated = useIsClient();
  const confirm = useConfirmation();
  const failed = useFailureNotice();
  const values = { ...initialValues(form.fields, preset), ...edits };

  const setValue = (name: string, value: string | boolean) => {
    setEdits((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  // Each field's focus target, by name.
  const fieldRefs = useRef(new Map<string, Focusable>());
  const focusField = (name: string) => fieldRefs.current.get(name)?.focus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateFields(form.fields, values);
    setErrors(found);
    const firstInvalid = form.fields.find((field) => found[field.name]);
    if (firstInvalid) {
      focusField(firstInvalid.name);
      return;
    }
    setBusy(true);
    try {
      const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      await submitForm({
        form,
        values: trap ? { ...values, [HONEYPOT_FIELD]: String(trap) } : values,
        page: pathname,
      });
      setEdits({});
      confirm(form.toast.title, form.toast.text);
      onSubmitted?.();
    } catch (error) {
      // Nothing was stored: say why, keep every answer, mark what the server refused.
      const failure = error instanceof DataRequestError ? error : null;
      const refused = Object.fromEntries(
        (failure?.problems ?? []).map((problem) => [problem.field, problem.message]),
      );
      setErrors(refused);
      const firstRefused = form.fields.find((field) => refused[field.name]);
      if (firstRefused) focusField(firstRefused.name);
      failed(site.forms.failed.title, failureMessage(site.forms.failed, failure?.failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      method="post"
      action={formAction(form.name, pathname)}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-label={form.submitLabel}
      aria-busy={busy}
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
            inputRef={(element) => {
              if (element) fieldRefs.current.set(field.name, element);
              else fieldRefs.current.delete(field.name);
            }}
          />
        </Box>
      ))}
      <HoneypotField id={`${baseId}-${HONEYPOT_FIELD}`} label={site.forms.trapLabel} />
      {form.note && (
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', opacity: 0.85 }}>
          {form.note}
        </Typography>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? site.forms.sending : form.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

type FailureTexts = SiteDocument['forms']['failed'];

function failureMessage(texts: FailureTexts, failure: DataFailure | undefined): string {
  if (failure === 'network') return texts.network;
  if (failure === 'rate-limited') return texts.rateLimited;
  if (failure === 'invalid') return texts.invalid;
  return texts.server;
}

/**
 * The field people never see and bots fill in. It is moved off screen rather than
 * hidden, since bots skip hidden inputs; screen readers and the keyboard skip it too.
 */
function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <Box aria-hidden sx={visuallyGone}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}

const visuallyGone = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

interface Focusable {
  focus(): void;
}

interface FieldProps {
  field: FormField;
  inputRef: (element: Focusable | null) => void;
  id: string;
  value: string | boolean;
  error: string | undefined;
  options: FormOption[];
  onChange: (value: string | boolean) => void;
}

function FieldInput({ field, id, value, error, options, onChange, inputRef }: FieldProps) {
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
              slotProps={{
                input: { ref: inputRef, 'aria-describedby': error ? `${id}-error` : undefined },
              }}
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
      inputRef={inputRef}
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
      // A native select works before and without JavaScript, and with the phone's own picker.
      slotProps={select ? { select: { native: true }, inputLabel: { shrink: true } } : undefined}
    >
      {select && [
        <option key="" value="" disabled={field.required}>
          {field.placeholder ?? 'Select…'}
        </option>,
        ...options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
      ]}
    </TextField>
  );
}
