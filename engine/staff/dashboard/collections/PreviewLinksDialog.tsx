import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fillIn } from '../../../locale/format';
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  PREVIEW_LINK_DAYS,
  PreviewNotFoundError,
  type NewPreviewLink,
  type PreviewedCollection,
  type PreviewLinkDays,
  type PreviewLinkStore,
} from '../../../previews/preview-link';
import type { Notice } from '../../tools/use-notify';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import { LinkList, MadeLink, type PreviewedRecord, type PreviewWords } from './PreviewLinkParts';

interface Props {
  words: PreviewWords;
  previews: PreviewLinkStore;
  collection: PreviewedCollection;
  /** The record as listed, in the form staff last saved it. */
  record: PreviewedRecord;
  /** The record's name in the dashboard's language. */
  name: string;
  /** Where the collection's list is kept, asked for again when the record changed meanwhile. */
  queryKey: readonly unknown[];
  open: boolean;
  onClose: () => void;
}

/**
 * A record's preview links: a new one made from its saved changes (for 1, 7 or 30 days),
 * shown once with a Copy button for each language the record is written in, and every link
 * made before, working, expired or revoked, with Revoke for those that work.
 */
export function PreviewLinksDialog({
  words,
  previews,
  collection,
  record,
  name,
  queryKey: listKey,
  open,
  onClose,
}: Props) {
  const titleId = `${useId()}-title`;
  const { slug } = record;
  const queryKey = [...listKey, 'previews', slug];
  const queryClient = useQueryClient();
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  // Said in the dialog, which stays open: a toast would sit over its buttons.
  const [notice, setNotice] = useState<(Notice & { failed: boolean }) | null>(null);
  const links = useQuery({ queryKey, queryFn: () => previews.list(collection, slug) });
  const say = (words: Notice, failed = false) =>
    setNotice({ title: words.title, text: fillIn(words.text, { name }), failed });
  const failed = (error: unknown) => {
    if (error instanceof PreviewNotFoundError) {
      // Published or discarded meanwhile: the list shows the record as it is now.
      void queryClient.invalidateQueries({ queryKey: listKey });
      return say(words.notices.nothingToPreview, true);
    }
    console.error('Changing a preview link failed.', error);
    say(words.notices.failed, true);
  };
  const create = useMutation({
    mutationFn: () => previews.create(collection, slug, days),
    onMutate: () => setNotice(null),
    onSuccess: (link) => {
      setMade(link);
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => previews.revoke(id),
    onMutate: () => setNotice(null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      say(words.notices.revoked);
    },
    onError: failed,
  });
  const dayWords: Record<PreviewLinkDays, string> = {
    1: words.oneDay,
    7: words.sevenDays,
    30: words.thirtyDays,
  };

  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId}>
      <DialogForm
        titleId={titleId}
        title={fillIn(words.buttonName, { name })}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
        footer={
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{words.closeLabel}</Button>
          </DialogActions>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {words.intro}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <TextField
            select
            size="small"
            label={words.daysLabel}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as PreviewLinkDays)}
            fullWidth={false}
            sx={{ minWidth: 160 }}
          >
            {PREVIEW_LINK_DAYS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {dayWords[choice]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {words.createLabel}
          </Button>
        </Box>
        {notice && (
          <Alert
            severity={notice.failed ? 'error' : 'success'}
            role={notice.failed ? 'alert' : 'status'}
            sx={{ mt: 2 }}
          >
            <AlertTitle>{notice.title}</AlertTitle>
            {notice.text}
          </Alert>
        )}
        {made && <MadeLink made={made} record={record} words={words} />}
        <LinkList
          links={links}
          words={words}
          busy={revoke.isPending}
          onRevoke={(id) => revoke.mutate(id)}
        />
      </DialogForm>
    </DashboardDialog>
  );
}
