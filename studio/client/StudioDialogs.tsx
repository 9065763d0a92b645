import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConflictAnswer } from '../shared/studio-api';

/** The file changed on disk since it was opened: the author chooses whose text stays. */
export function ConflictDialog({
  conflict,
  onKeepMine,
  onLoadTheirs,
  onCancel,
}: {
  conflict: ConflictAnswer | null;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={conflict !== null} onClose={onCancel} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{conflict?.theirs.shown} changed on disk</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Someone or something (another editor, git) changed this file after you opened it, so it
          was not saved. Keep mine writes your text over theirs; load theirs replaces your text with
          what is on disk, and your unsaved changes are lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onLoadTheirs}>Load theirs</Button>
        <Button variant="contained" onClick={onKeepMine}>
          Keep mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Switching files with unsaved changes: the author decides what happens to them. */
export function UnsavedDialog({
  shown,
  next,
  onSaveFirst,
  onDiscard,
  onStay,
}: {
  shown: string | undefined;
  next: string | null;
  onSaveFirst: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
    <Dialog open={next !== null} onClose={onStay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">Unsaved changes in {shown}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Opening {next} closes this file. Save your changes first, or discard them.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay}>Stay here</Button>
        <Button color="error" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button variant="contained" onClick={onSaveFirst}>
          Save, then open
        </Button>
      </DialogActions>
    </Dialog>
  );
}
