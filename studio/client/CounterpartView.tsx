import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { schemaOfFile } from './editor/schemas';
import type { Problem } from '../../engine/document/problem';
import type { CheckAnswer, PageFileText } from '../shared/studio-api';
import { EditorPane } from './EditorPane';
import { studioApi } from './studio-api-client';

/** The open file's counterpart in the other locale, as on disk, and its check. */
export function useCounterpart(path: string | null) {
  const [shown, setShown] = useState<{ file: PageFileText; answer: CheckAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let current = true;
    (async () => {
      const file = await studioApi.file(path);
      const answer = await studioApi.check(path, file.text);
      if (current) setShown({ file, answer });
    })().catch((failed: Error) => current && setError(failed.message));
    return () => {
      current = false;
    };
  }, [path]);
  return path && shown?.file.path === path
    ? { ...shown, error }
    : { file: null, answer: null, error };
}

/**
 * The other language's file beside the open one, read only: its own problems, or those the
 * open file's text causes in it (a value the translation lacks), under their lines.
 */
export function CounterpartEditor({
  file,
  answer,
  problems,
  onOpen,
}: {
  file: PageFileText | null;
  answer: CheckAnswer | null;
  /** Problems the open file's text causes here; else this file's own check. */
  problems: Problem[] | undefined;
  onOpen: () => void;
}) {
  if (!file) return <Typography sx={{ p: 2 }}>Loading the other language's file…</Typography>;
  const shownProblems = problems ?? answer?.problems ?? [];
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        borderTop: 2,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 1, gap: 1, bgcolor: 'background.muted' }}
      >
        <Typography variant="body2" sx={{ fontFamily: 'monospace', flex: 1 }}>
          {file.shown} (read only, as saved) · {shownProblems.length} locale problem
          {shownProblems.length === 1 ? '' : 's'}
        </Typography>
        <Button size="small" onClick={onOpen}>
          Edit this file
        </Button>
      </Box>
      <EditorPane
        key={`${file.path}@${file.version}`}
        initialText={file.text}
        label={`YAML of ${file.shown}, read only`}
        schema={schemaOfFile(file.path)}
        problems={shownProblems}
        checkedText={file.text}
        readOnly
      />
    </Box>
  );
}
