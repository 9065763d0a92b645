import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type FormEvent } from 'react';
import { fillIn, todayInDubai } from '../../tools/format';
import { useNotify } from '../../tools/use-notify';
import { declareField } from '../../../forms/declare-field';
import { fieldGrid, FormFields } from '../../../forms/FormFields';
import type { FormField } from '../../../forms/form-types';
import { useFormFields } from '../../../forms/use-form-fields';
import type { BlogPost, BlogsTabConfig } from './blogs-tab.schema';

type Config = BlogsTabConfig['newPost'];

/** The dialog's fields: a title and an author are required, the excerpt may follow. */
function postFields(words: Config['fields']): FormField[] {
  return [
    declareField({ ...words.title, name: 'title', required: true }),
    declareField({ ...words.author, name: 'author', required: true }),
    declareField({ ...words.excerpt, name: 'excerpt', kind: 'textarea', rows: 3, grow: true }),
  ];
}

interface Props {
  config: Config;
  open: boolean;
  onClose: () => void;
  onSaved: (post: BlogPost) => void;
}

/** Starts a blog post as a draft: a title and an author are required, the excerpt may follow. */
export function NewPostDialog({ config, open, onClose, onSaved }: Props) {
  const fields = useMemo(() => postFields(config.fields), [config.fields]);
  const form = useFormFields({ fields, messages: config.messages });
  const headingId = `${useId()}-heading`;
  const notify = useNotify();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    const text = (name: string) => String(form.values[name] ?? '').trim();
    const title = text('title');
    onSaved({
      title,
      status: 'draft',
      author: text('author'),
      date: todayInDubai(),
      views: 0,
      excerpt: text('excerpt'),
    });
    form.reset();
    onClose();
    notify({ title: config.toast.title, text: fillIn(config.toast.text, { title }) });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slotProps={{
        paper: {
          sx: { maxHeight: '80vh', m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)' } },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={headingId} sx={{ fontWeight: 800 }}>
          {config.title}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {config.description && (
            <Typography color="text.secondary">{config.description}</Typography>
          )}
          <Box sx={fieldGrid}>
            <FormFields form={form} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            {config.cancelLabel}
          </Button>
          <Button type="submit" variant="contained">
            {config.submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
