import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { fillIn, todayInDubai } from '../../../engine/admin/format';
import { useNotify } from '../../../engine/admin/use-notify';
import type { BlogPost, BlogsTabConfig } from './BlogsTab';

type Field = 'title' | 'author' | 'excerpt';
const fields: readonly Field[] = ['title', 'author', 'excerpt'];
const required: readonly Field[] = ['title', 'author'];
const empty: Record<Field, string> = { title: '', author: '', excerpt: '' };

interface Props {
  config: BlogsTabConfig['newPost'];
  open: boolean;
  onClose: () => void;
  onSaved: (post: BlogPost) => void;
}

/** Starts a blog post as a draft: a title and an author are required, the excerpt may follow. */
export function NewPostDialog({ config, open, onClose, onSaved }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const baseId = useId();
  const notify = useNotify();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = required.filter((field) => values[field].trim() === '');
    setErrors(
      Object.fromEntries(
        missing.map((field) => [
          field,
          fillIn(config.requiredMessage, { label: config.fields[field].label }),
        ]),
      ),
    );
    if (missing[0]) {
      document.getElementById(`${baseId}-${missing[0]}`)?.focus();
      return;
    }
    const title = values.title.trim();
    onSaved({
      title,
      status: 'draft',
      author: values.author.trim(),
      date: todayInDubai(),
      views: 0,
      excerpt: values.excerpt.trim(),
    });
    setValues(empty);
    onClose();
    notify({ title: config.toast.title, text: fillIn(config.toast.text, { title }) });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${baseId}-heading`}
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
        <DialogTitle id={`${baseId}-heading`} sx={{ fontWeight: 800 }}>
          {config.title}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {config.description && (
            <Typography color="text.secondary">{config.description}</Typography>
          )}
          {fields.map((field) => {
            const { label, helperText } = config.fields[field];
            const error = errors[field];
            return (
              <TextField
                key={field}
                id={`${baseId}-${field}`}
                name={field}
                label={label}
                required={required.includes(field)}
                value={values[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setErrors(({ [field]: _, ...rest }) => rest);
                }}
                error={Boolean(error)}
                helperText={error ?? helperText}
                multiline={field === 'excerpt'}
                minRows={field === 'excerpt' ? 3 : undefined}
              />
            );
          })}
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
