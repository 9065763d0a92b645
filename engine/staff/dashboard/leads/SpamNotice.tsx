import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fillIn } from '../../../locale/format';
import type { LeadsTabConfig } from './leads-tab.schema';

/** Why a lead is kept apart as spam, with the button that makes it a real lead. */
export function SpamNotice({
  reason,
  words,
  busy,
  onNotSpam,
}: {
  reason: string | null;
  words: LeadsTabConfig['notifications'];
  busy: boolean;
  /** Absent where the store cannot take a lead out of spam and send its notifications. */
  onNotSpam: (() => void) | undefined;
}) {
  return (
    <Alert severity="warning">
      <AlertTitle sx={{ fontWeight: 700 }}>{words.spamHeading}</AlertTitle>
      {fillIn(words.spamText, { reason: reason ?? '' }).trim()}
      {onNotSpam && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={onNotSpam}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {words.notSpamLabel}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
