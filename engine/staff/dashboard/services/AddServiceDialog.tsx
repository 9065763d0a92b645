import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState, type FormEvent } from 'react';
import { fillIn } from '../../../locale/format';
import { useNotify } from '../../tools/use-notify';
import { serviceContentKey } from '../../../data/query-client';
import { DuplicateSlugError, type ServiceContentInput } from '../../../services/service-content';
import type { ServiceContentStore } from '../../../services/service-store';
import type { FormValues } from '../../../forms/form-types';
import { slugFromName } from './service-form';
import type { addServiceSchema } from './services-tab.schema';
import { ServiceFormBody } from './ServiceFormBody';
import { useServiceForm } from './use-service-form';
import { DialogFooter } from '../parts/DialogFooter';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';

export type AddServiceConfig = FromSchema<typeof addServiceSchema>;

interface Props {
  config: AddServiceConfig;
  store: ServiceContentStore;
  open: boolean;
  onClose: () => void;
}

/**
 * The Add New Service dialog. The slug follows the name until it is edited (and again once
 * it is emptied); a slug that is taken shows on the slug field. At most 80% of the viewport tall; the fields scroll.
 */
export function AddServiceDialog({ config, store, open, onClose }: Props) {
  const service = useServiceForm(config);
  const { form } = service;
  // The slug follows the name until the slug is edited, and again when it is empty.
  const [slugFollowsName, setSlugFollowsName] = useState(true);
  // The toasts sit outside the dialog, where a screen reader does not reach while it is open.
  const [failed, setFailed] = useState(false);
  const titleId = `${useId()}-title`;
  const queryClient = useQueryClient();
  const notify = useNotify();

  const create = useMutation({
    mutationFn: (input: ServiceContentInput) => store.saveDraft(input, null),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      service.reset();
      setSlugFollowsName(true);
      onClose();
      notify({
        title: config.toasts.created.title,
        text: fillIn(config.toasts.created.text, { slug: created.slug }),
      });
    },
    onError: (error, input) => {
      if (error instanceof DuplicateSlugError) {
        form.showErrors({ slug: fillIn(config.messages.slugTaken, { slug: input.slug }) });
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

  const change = (name: string, value: FormValues[string]) => {
    if (name === 'slug') setSlugFollowsName(false);
    const follow = name === 'name' && (slugFollowsName || form.values.slug === '');
    if (follow) setSlugFollowsName(true);
    form.setValues(follow ? { name: value, slug: slugFromName(String(value)) } : { [name]: value });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    // Both parts show their messages; the service is created when neither has any.
    const input = service.read();
    if (input) create.mutate(input);
  };

  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId} maxWidth="md">
      <DialogForm
        titleId={titleId}
        title={config.title}
        onSubmit={submit}
        footer={
          <DialogFooter
            failure={failed ? config.toasts.failed : null}
            cancelLabel={config.cancelLabel}
            submitLabel={config.submitLabel}
            busy={create.isPending}
            onCancel={onClose}
          />
        }
      >
        <ServiceFormBody
          words={config}
          service={service}
          description={config.description}
          onChange={change}
        />
      </DialogForm>
    </DashboardDialog>
  );
}
