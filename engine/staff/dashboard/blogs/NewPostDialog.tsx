import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type FormEvent } from 'react';
import { fillIn, todayInDubai } from '../../../locale/format';
import { useNotify } from '../../tools/use-notify';
import { declareField } from '../../../forms/declare-field';
import { fieldGrid, FormFields } from '../../../forms/FormFields';
import type { FormField } from '../../../forms/form-types';
import { useFormFields } from '../../../forms/use-form-fields';
import { DialogFooter } from '../parts/DialogFooter';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
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
    <DashboardDialog open={open} onClose={onClose} titleId={headingId}>
      <DialogForm
        titleId={headingId}
        title={config.title}
        onSubmit={submit}
        contentSx={{ display: 'grid', gap: 2 }}
        footer={
          <DialogFooter
            failure={null}
            cancelLabel={config.cancelLabel}
            submitLabel={config.submitLabel}
            busy={false}
            onCancel={onClose}
          />
        }
      >
        {config.description && <Typography color="text.secondary">{config.description}</Typography>}
        <Box sx={fieldGrid}>
          <FormFields form={form} />
        </Box>
      </DialogForm>
    </DashboardDialog>
  );
}
