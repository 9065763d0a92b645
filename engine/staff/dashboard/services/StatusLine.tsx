import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { fillIn } from '../../../locale/format';
import { accentColours } from '../../../theme/accents';
import { scheduleOf, statusOf, type RecordEntry } from '../../../collections/record-drafts';
import { useStaffFormat } from '../../tools/use-staff-format';

/** The words of a record's state and its Publish button (the services tab's `publishing`). */
export interface StatusWords {
  draft: string;
  published: string;
  changed: string;
  scheduled: string;
  publishesAt: string;
  unpublishesAt: string;
  savedBy: string;
  publishLabel: string;
  publishName: string;
}

// Each state its own accent: its text colour passes AA on its soft background.
const chipColours = ({ main, soft }: { main: string; soft: string }) => ({
  bgcolor: soft,
  color: main,
});
const CHIP_COLOURS = {
  draft: chipColours(accentColours.amber),
  changed: chipColours(accentColours.violet),
  published: chipColours(accentColours.teal),
  scheduled: chipColours(accentColours.blue),
};

/**
 * Whether visitors see the record as staff saved it: "Published", a "Draft" no visitor
 * sees, "Changes not published" with who saved them and when, or "Scheduled" with when they
 * go live; and when a record is to come off the site.
 */
export function StatusLine({
  entry,
  words,
}: {
  entry: RecordEntry<unknown, unknown>;
  words: StatusWords;
}) {
  const format = useStaffFormat();
  const status = statusOf(entry);
  const publishes = scheduleOf(entry, 'publish');
  const unpublishes = scheduleOf(entry, 'unpublish');
  const line = (text: string) => (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Chip label={words[status]} size="small" sx={{ fontWeight: 700, ...CHIP_COLOURS[status] }} />
      {publishes && line(fillIn(words.publishesAt, { when: format.dayAndTime(publishes.run_at) }))}
      {!publishes &&
        status !== 'published' &&
        entry.draft_saved_by &&
        entry.draft_saved_at &&
        line(
          fillIn(words.savedBy, {
            // Isolated, so a name in another script reads in its own direction.
            by: `\u2068${entry.draft_saved_by}\u2069`,
            when: format.dayAndTime(entry.draft_saved_at),
          }),
        )}
      {unpublishes &&
        line(fillIn(words.unpublishesAt, { when: format.dayAndTime(unpublishes.run_at) }))}
    </Box>
  );
}
