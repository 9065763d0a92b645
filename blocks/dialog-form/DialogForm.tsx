import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useRef } from 'react';
import { FormView } from '../../engine/forms/FormView';
import { CloseButton } from '../../engine/ui/CloseButton';
import { ModalDialog } from '../../engine/ui/ModalDialog';
import type { dialogFormSchema } from './dialog-form.schema';
import { useUi } from '../../engine/ui/site-context';

export type DialogFormProps = FromSchema<typeof dialogFormSchema>;

/**
 * A form in a modal dialog, in the page's HTML from the start: buttons with `open` show it
 * by its id, before and without the app, and the form posts. Once the app runs, a stored
 * answer closes it.
 */
export function DialogForm({ id, title, description, form }: DialogFormProps) {
  const ui = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  return (
    <ModalDialog id={id} ref={dialog} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <CloseButton aria-label={ui.close} commandfor={id} command="close" />
      <DialogContent dividers>
        {description && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        )}
        <FormView form={form} onSubmitted={() => dialog.current?.close()} />
      </DialogContent>
    </ModalDialog>
  );
}
