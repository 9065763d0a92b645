import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { fillIn, todayInDubai } from '../../../locale/format';
import type { PersonRights as PersonRightsPort } from '../../../leads/privacy/person-data';
import { downloadFile } from '../../tools/download-file';
import { useNotify, type Notice } from '../../tools/use-notify';
import type { LeadsTabConfig } from './leads-tab.schema';
import { leadsKey } from './use-leads';
import { fillInVisitorText } from './VisitorText';
import { shownText } from '../../../leads/visitor-text';

interface Props {
  email: string;
  person: PersonRightsPort;
  words: LeadsTabConfig['person'];
  /** After an erasure: the lead shown is gone, so its dialog closes. */
  onErased: () => void;
}

/**
 * A lead's "Their data": everything stored about the visitor's address as a JSON file,
 * for a person who asks for their data, and its erasure at their request (asked first,
 * then for good: the erasure log keeps restores of older backups from bringing it back).
 */
export function PersonRights({ email, person, words, onErased }: Props) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);
  // The question replaces the button that asked it: the focus moves to its safe answer,
  // which brings it into view at the foot of a long dialog.
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A visitor typed the address: toasts show its controls as codes (visitor-text.ts).
  const shown = shownText(email);
  const about = (notice: Notice, more: Record<string, string | number> = {}): Notice => ({
    title: fillIn(notice.title, { email: shown, ...more }),
    text: fillIn(notice.text, { email: shown, ...more }),
  });

  const download = useMutation({
    mutationFn: async () => {
      const leads = await person.data(email);
      const json = `${JSON.stringify({ email, leads }, null, 2)}\n`;
      downloadFile(
        fillIn(words.fileName, { date: todayInDubai() }),
        new Blob([json], { type: 'application/json' }),
      );
    },
    onError: (error) => {
      console.error("Downloading a person's data failed.", error);
      notify(about(words.downloadFailed), 'error');
    },
  });

  const erase = useMutation({
    mutationFn: () => person.erase(email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
    onSuccess: (erased) => {
      onErased();
      notify(about(words.erased, { leads: erased.leads }));
    },
    onError: (error) => {
      console.error("Erasing a person's data failed.", error);
      setConfirming(false);
      setFailure(about(words.eraseFailed));
      notify(about(words.eraseFailed), 'error');
    },
  });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem' }}>
        {words.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fillInVisitorText(words.intro, 'email', email)}
      </Typography>
      {failure && (
        <Alert severity="error">
          <strong>{failure.title}</strong> {failure.text}
        </Alert>
      )}
      {confirming ? (
        <Box role="group" aria-label={words.eraseLabel} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">
            {fillInVisitorText(words.eraseConfirm, 'email', email)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="error"
              disabled={erase.isPending}
              onClick={() => erase.mutate()}
            >
              {words.eraseYes}
            </Button>
            <Button ref={keepRef} disabled={erase.isPending} onClick={() => setConfirming(false)}>
              {words.eraseKeep}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {words.downloadLabel}
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            {words.eraseLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
