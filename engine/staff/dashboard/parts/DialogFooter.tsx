import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import type { Notice } from '../../tools/use-notify';

/**
 * The foot of a dialog form: why the last save failed, if it did, then Cancel and the
 * submit button, which waits while a save is in flight; `start`, when given, stands
 * apart at the start of the row (an action other than saving).
 */
export function DialogFooter({
  failure,
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
  start,
}: {
  failure: Notice | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  start?: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
          <strong>{failure.title}</strong> {failure.text}
        </Alert>
      )}
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {start && <Box sx={{ marginInlineEnd: 'auto' }}>{start}</Box>}
        <Button onClick={onCancel} color="inherit">
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
