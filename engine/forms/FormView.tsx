import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsClient } from '../ui/use-is-client';
import { DataRequestError, type DataFailure } from '../errors/data-request-error';
import type { SiteDocument } from '../document/page-types';
import { useSite } from '../ui/site-context';
import { fieldGrid, FormFields } from './FormFields';
import { formMessages } from './form-messages';
import type { FormDefinition } from './form-types';
import { HoneypotField } from './HoneypotField';
import { HONEYPOT_FIELD } from './honeypot';
import { visitSource } from './visit-source';
import { useFormPort } from './form-port';
import { useFormTicket } from './use-form-ticket';
import type { FormValues } from './form-types';
import type { PublicFormFiles } from '../downloads/download-manifest';
import { useConfirmation, useFailureNotice } from './use-confirmation';
import { useFormFields } from './use-form-fields';
import { useQueryPreset } from './use-query-preset';

interface Props {
  form: FormDefinition;
  /** Values that override field defaults, such as the service of the page. */
  preset?: FormValues;
  /** Called after a successful submission, e.g. to close the dialog. */
  onSubmitted?: () => void;
}

/**
 * A form declared in YAML. Required fields block submission with a message on the
 * field; a valid submission is stored through the data port, then the form resets and shows
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
  return <FormBody {...props} preset={{ ...preset, ...fromQuery.values }} />;
}

function FormBody({ form, preset, onSubmitted }: Props) {
  const fields = useFormFields({ fields: form.fields, preset, messages: form.messages });
  const [busy, setBusy] = useState(false);
  const site = useSite();
  const { pathname } = useLocation();
  // Before hydration the browser checks required fields itself and posts the form to
  // the server; afterwards this component checks them and sends them.
  const hydrated = useIsClient();
  const confirm = useConfirmation();
  const failed = useFailureNotice();
  const { ticket, renew: renewTicket } = useFormTicket(hydrated);
  const port = useFormPort();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !fields.validate()) return;
    setBusy(true);
    try {
      const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      const receipt = await port.submitForm({
        form,
        values: trap ? { ...fields.values, [HONEYPOT_FIELD]: String(trap) } : fields.values,
        page: pathname,
        source: visitSource(),
        ticket: ticket.current,
        messages: formMessages(site.forms.messages, form.messages),
      });
      // The file a form gives: through the link its server answered with, or, on a static
      // host, at the public address the build gave it (download-manifest.ts).
      const file = receipt?.download ?? publicFileOf(form, fields.values);
      fields.reset();
      renewTicket();
      confirm(form.toast.title, form.toast.text);
      if (file) saveFile(file);
      onSubmitted?.();
    } catch (error) {
      // Nothing was stored: say why, keep every answer, mark what the server refused.
      const failure = error instanceof DataRequestError ? error : null;
      fields.showErrors(
        Object.fromEntries(
          (failure?.problems ?? []).map((problem) => [problem.field, problem.message]),
        ),
      );
      failed(site.forms.failed.title, failureMessage(site.forms.failed, failure?.failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      method="post"
      action={formAction(form.name, pathname)}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-label={form.submitLabel}
      aria-busy={busy}
      sx={fieldGrid}
    >
      <FormFields form={fields} />
      <HoneypotField id={fields.idOf(HONEYPOT_FIELD)} label={site.forms.trapLabel} />
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

/** The public address of the file a form gives for these answers, where the build gave one. */
function publicFileOf(form: FormDefinition, values: FormValues): string | undefined {
  const { files } = form as FormDefinition & PublicFormFiles;
  const chosen = form.download && values[form.download];
  return files && typeof chosen === 'string' && Object.hasOwn(files, chosen)
    ? files[chosen]
    : undefined;
}

/** Fetches a file the way a download link does: saved, the page left as it is. */
function saveFile(address: string) {
  const link = document.createElement('a');
  link.href = address;
  link.download = '';
  link.click();
}

type FailureTexts = SiteDocument['forms']['failed'];

function failureMessage(texts: FailureTexts, failure: DataFailure | undefined): string {
  if (failure === 'network') return texts.network;
  if (failure === 'rate-limited') return texts.rateLimited;
  if (failure === 'invalid') return texts.invalid;
  return texts.server;
}

/** Where a form posts when the page runs without JavaScript (the site server only). */
function formAction(formName: string, page: string): string {
  return `/api/leads?${new URLSearchParams({ form: formName, page })}`;
}
