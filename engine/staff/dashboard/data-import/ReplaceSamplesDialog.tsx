import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { fillIn } from '../../../locale/format';
import type { ImportTabConfig } from './import-tab.schema';

/** Most slugs named in the question; the count always covers them all. */
const NAMED_SLUGS = 5;

/** Asks before the sample services overwrite the rows that share their slugs. */
export function ReplaceSamplesDialog({
  config,
  slugs,
  onCancel,
  onConfirm,
}: {
  config: ImportTabConfig['sample']['confirm'];
  /** Slugs of the existing services the samples would replace; the dialog is open when any. */
  slugs: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const named = slugs.slice(0, NAMED_SLUGS).join(', ') + (slugs.length > NAMED_SLUGS ? ', …' : '');
  const values = { count: slugs.length, slugs: named };
  return (
    <Dialog open={slugs.length > 0} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {fillIn(slugs.length === 1 ? config.titleOne : config.title, values)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {fillIn(slugs.length === 1 ? config.textOne : config.text, values)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} color="inherit">
          {config.cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning">
          {fillIn(config.confirmLabel, values)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
