import PublishIcon from '@mui/icons-material/Publish';
import Button from '@mui/material/Button';
import { fillIn } from '../../../locale/format';
import type { StatusWords } from './StatusLine';

/** Puts a record's saved changes live; named for the record, for screen readers. */
export function PublishButton({
  name,
  words,
  busy = false,
  onClick,
}: {
  name: string;
  words: Pick<StatusWords, 'publishLabel' | 'publishName'>;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<PublishIcon />}
      aria-label={fillIn(words.publishName, { name })}
      disabled={busy}
      onClick={onClick}
    >
      {words.publishLabel}
    </Button>
  );
}
