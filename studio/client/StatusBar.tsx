import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckState, SaveState } from './use-page-editing';

interface Props {
  file: string | undefined;
  check: CheckState;
  save: SaveState;
  stopped: boolean;
  latency: number | null;
  cursor: { line: number; column: number } | null;
}

function checkWords(check: CheckState, stopped: boolean): string {
  if (stopped) return 'Server stopped: nothing is checked or saved until it runs again.';
  if (check.status === 'idle') return 'No file chosen.';
  if (check.status === 'checking') return 'Checking…';
  if (check.status === 'failed') return `The check failed: ${check.message}`;
  const errors = check.answer.problems.filter((problem) => problem.level === 'error').length;
  const warnings = check.answer.problems.length - errors;
  if (errors > 0)
    return `${errors} problem${errors === 1 ? '' : 's'} (sitectl validate would refuse this file); the preview shows the last good version.`;
  return warnings > 0
    ? `No errors, ${warnings} warning${warnings === 1 ? '' : 's'}.`
    : 'No problems: sitectl validate passes this file.';
}

function saveWords(save: SaveState): string {
  if (save.status === 'saving') return 'Saving…';
  if (save.status === 'unsaved') return 'Unsaved changes (Ctrl+S saves)';
  if (save.status === 'failed') return `Not saved: ${save.message}`;
  return save.at ? `Saved at ${save.at.toLocaleTimeString('en-GB')}` : 'No unsaved changes';
}

/** What the studio is doing and what comes next: the check, the save, the preview, the cursor. */
export function StatusBar({ file, check, save, stopped, latency, cursor }: Props) {
  const parts = [
    checkWords(check, stopped),
    ...(file ? [saveWords(save)] : []),
    ...(latency !== null ? [`Preview updated ${latency} ms after the edit`] : []),
    ...(cursor ? [`Line ${cursor.line}, column ${cursor.column}`] : []),
  ];
  return (
    <Box
      role="status"
      aria-label="Studio status"
      sx={{
        px: 2,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        gap: 3,
      }}
    >
      {parts.map((part) => (
        <Typography key={part.slice(0, 12)} variant="body2" sx={{ color: 'text.secondary' }}>
          {part}
        </Typography>
      ))}
    </Box>
  );
}
