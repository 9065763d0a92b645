import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { FormView } from '../../engine/forms/FormView';
import { useDialogs } from '../../engine/render/dialogs';
import type { dialogFormSchema } from './dialog-form.schema';
import { useUi } from '../../engine/site/site-context';

export type DialogFormProps = FromSchema<typeof dialogFormSchema>;

export function DialogForm({ id, title, description, form }: DialogFormProps) {
  const ui = useUi();
  const dialogs = useDialogs();
  const open = dialogs.openId === id;
  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={dialogs.close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={ui.close}
        onClick={dialogs.close}
        sx={{
          position: 'absolute',
          right: ({ spacing }) => spacing(1.5),
          top: ({ spacing }) => spacing(1.5),
        }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {description && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
        )}
        <FormView form={form} onSubmitted={dialogs.close} />
      </DialogContent>
    </Dialog>
  );
}
