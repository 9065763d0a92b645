import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState, type FormEvent } from 'react';
import { fillIn } from '../../../engine/admin/format';
import { useNotify } from '../../../engine/admin/use-notify';
import { serviceContentKey } from '../../../engine/data/query-client';
import {
  DuplicateSlugError,
  type ServiceContentInput,
  type ServiceContentStore,
} from '../../../engine/data/service-content';
import {
  checkServiceForm,
  emptyServiceForm,
  requiredServiceFields,
  serviceInputFromForm,
  slugFromName,
  type ServiceFormErrors,
  type ServiceFormField,
} from './service-form';
import type { addServiceSchema } from './services-tab.schema';
import { DialogFooter } from '../parts/DialogFooter';

export type AddServiceConfig = FromSchema<typeof addServiceSchema>;

interface Props {
  config: AddServiceConfig;
  store: ServiceContentStore;
  open: boolean;
  onClose: () => void;
}

interface FieldLayout {
  half?: boolean;
  rows?: number;
}

/**
 * How each field is laid out, in the order the form shows them. Every field of a service
 * record has an entry (the type says so), so a field added to the schema cannot be missed.
 */
const layout = {
  name: { half: true },
  slug: { half: true },
  h1: { half: true },
  parent: { half: true },
  hero: { rows: 2 },
  intro: { rows: 4 },
  pains: { rows: 2 },
  solutions: { rows: 2 },
  brands: { half: true },
  cta_label: { half: true },
  image_url: { half: true },
  image_alt: { half: true },
  video_id: { half: true },
  meta_title: { half: true },
  meta_description: { rows: 2 },
} satisfies Record<ServiceFormField, FieldLayout>;

const shownFields = Object.entries(layout) as [ServiceFormField, FieldLayout][];

/**
 * The Add New Service dialog. The slug follows the name until it is edited (and again once
 * it is emptied); a slug that is taken shows on the slug field. At most 80% of the viewport tall; the fields scroll.
 */
export function AddServiceDialog({ config, store, open, onClose }: Props) {
  const [values, setValues] = useState(emptyServiceForm);
  // The slug follows the name until the slug is edited, and again when it is empty.
  const [slugFollowsName, setSlugFollowsName] = useState(true);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  // The toasts sit outside the dialog, where a screen reader does not reach while it is open.
  const [failed, setFailed] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const fieldId = (field: ServiceFormField) => `${baseId}-${field}`;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const current = { ...values, slug: slugFollowsName ? slugFromName(values.name) : values.slug };

  const focusField = (field: ServiceFormField) =>
    // After the state update has rendered, so the field shows its message when focused.
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());

  const create = useMutation({
    mutationFn: (input: ServiceContentInput) => store.create(input),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      setValues(emptyServiceForm);
      setSlugFollowsName(true);
      setErrors({});
      onClose();
      notify({
        title: config.toasts.created.title,
        text: fillIn(config.toasts.created.text, { slug: created.slug }),
      });
    },
    onError: (error, input) => {
      if (error instanceof DuplicateSlugError) {
        setErrors({ slug: fillIn(config.messages.slugTaken, { slug: input.slug }) });
        focusField('slug');
        notify(
          {
            title: config.toasts.slugTaken.title,
            text: fillIn(config.toasts.slugTaken.text, { slug: input.slug }),
          },
          'error',
        );
        return;
      }
      console.error('Creating the service failed.', error);
      setFailed(true);
      notify(config.toasts.failed, 'error');
    },
  });

  const change = (field: ServiceFormField, value: string) => {
    if (field === 'slug') setSlugFollowsName(false);
    if (field === 'name' && !slugFollowsName && values.slug === '') setSlugFollowsName(true);
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const found = checkServiceForm(current, config.fields, config.messages);
    setErrors(found);
    const firstInvalid = shownFields.find(([field]) => found[field])?.[0];
    if (firstInvalid) focusField(firstInvalid);
    else create.mutate(serviceInputFromForm(current));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
      slotProps={{
        paper: {
          sx: {
            maxHeight: '80vh',
            '@supports (height: 1dvh)': { maxHeight: '80dvh' },
            m: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {config.title}
        </DialogTitle>
        <DialogContent dividers>
          {config.description && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {config.description}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {shownFields.map(([field, { half, rows }]) => {
              const { label, helperText, placeholder } = config.fields[field];
              return (
                <Box key={field} sx={{ gridColumn: half ? 'auto' : '1 / -1' }}>
                  <TextField
                    id={fieldId(field)}
                    name={field}
                    label={label}
                    placeholder={placeholder}
                    required={requiredServiceFields.includes(field)}
                    value={current[field]}
                    onChange={(event) => change(field, event.target.value)}
                    error={Boolean(errors[field])}
                    helperText={errors[field] ?? helperText}
                    multiline={rows !== undefined}
                    minRows={rows}
                    autoComplete="off"
                  />
                </Box>
              );
            })}
          </Box>
        </DialogContent>
        <DialogFooter
          failure={failed ? config.toasts.failed : null}
          cancelLabel={config.cancelLabel}
          submitLabel={config.submitLabel}
          busy={create.isPending}
          onCancel={onClose}
        />
      </Box>
    </Dialog>
  );
}
