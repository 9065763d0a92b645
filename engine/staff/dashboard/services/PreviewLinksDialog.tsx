import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState } from 'react';
import { serviceContentKey } from '../../../data/query-client';
import { fillIn } from '../../../locale/format';
import { localizePath } from '../../../locale/locales';
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  PREVIEW_LINK_DAYS,
  PreviewNotFoundError,
  previewLinkState,
  type NewPreviewLink,
  type PreviewLink,
  type PreviewLinkDays,
  type PreviewLinkStore,
} from '../../../previews/preview-link';
import { editedRecord, type ServiceEntry } from '../../../services/service-drafts';
import { useLocale } from '../../../ui/site-context';
import type { Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import type { servicesTabSchema } from './services-tab.schema';

export type PreviewWords = Required<NonNullable<FromSchema<typeof servicesTabSchema>['previews']>>;

interface Props {
  words: PreviewWords;
  previews: PreviewLinkStore;
  entry: ServiceEntry;
  open: boolean;
  onClose: () => void;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A record's preview links: a new one made from its saved changes (for 1, 7 or 30 days),
 * shown once with a Copy button for each language the record is written in, and every link
 * made before, working, expired or revoked, with Revoke for those that work.
 */
export function PreviewLinksDialog({ words, previews, entry, open, onClose }: Props) {
  const titleId = `${useId()}-title`;
  const name = editedRecord(entry).name;
  const queryKey = [...serviceContentKey, 'previews', entry.slug];
  const queryClient = useQueryClient();
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  // Said in the dialog, which stays open: a toast would sit over its buttons.
  const [notice, setNotice] = useState<(Notice & { failed: boolean }) | null>(null);
  const links = useQuery({ queryKey, queryFn: () => previews.list(entry.slug) });
  const say = (words: Notice, failed = false) =>
    setNotice({ title: words.title, text: fillIn(words.text, { name }), failed });
  const failed = (error: unknown) => {
    if (error instanceof PreviewNotFoundError) {
      // Published or discarded meanwhile: the list shows the record as it is now.
      void queryClient.invalidateQueries({ queryKey: serviceContentKey });
      return say(words.notices.nothingToPreview, true);
    }
    console.error('Changing a preview link failed.', error);
    say(words.notices.failed, true);
  };
  const create = useMutation({
    mutationFn: () => previews.create(entry.slug, days),
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
        {made && <MadeLink made={made} entry={entry} words={words} />}
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

/** A link just made: its address in each language the record is written in, to copy. */
function MadeLink({
  made,
  entry,
  words,
}: {
  made: NewPreviewLink;
  entry: ServiceEntry;
  words: PreviewWords;
}) {
  const { locales } = useLocale();
  const record = editedRecord(entry);
  const url = new URL(made.url);
  const written = locales.filter(
    (locale) => !locale.path || record.translations?.[locale.code] !== undefined,
  );
  return (
    <Alert severity="success" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {words.made}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {written.map((locale) => (
          <CopyableLink
            key={locale.code}
            url={`${url.origin}${localizePath(`${url.pathname}${url.search}`, locale)}`}
            language={locale.name}
            words={words}
          />
        ))}
      </Box>
    </Alert>
  );
}

function CopyableLink({
  url,
  language,
  words,
}: {
  url: string;
  language: string;
  words: PreviewWords;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure origin, a denied permission): the field is there to copy from.
      setCopied(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        label={fillIn(words.linkLabel, { language })}
        value={url}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="outlined"
        size="small"
        aria-label={fillIn(words.copyName, { language })}
        onClick={() => void copy()}
      >
        {words.copyLabel}
      </Button>
      {copied && (
        <Typography role="status" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {words.copied}
        </Typography>
      )}
    </Box>
  );
}

/** Every link made for the record, newest first, with what it does now. */
function LinkList({
  links,
  words,
  busy,
  onRevoke,
}: {
  links: ReturnType<typeof useQuery<PreviewLink[]>>;
  words: PreviewWords;
  busy: boolean;
  onRevoke: (id: string) => void;
}) {
  const format = useStaffFormat();
  const headingId = `${useId()}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {words.listHeading}
      </Typography>
      {links.isPending && <Typography role="status">{words.loading}</Typography>}
      {links.isError && <Typography role="alert">{words.loadFailed}</Typography>}
      {links.isSuccess && links.data.length === 0 && (
        <Typography variant="body2">{words.empty}</Typography>
      )}
      {links.isSuccess && links.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {links.data.map((link) => {
            const state = previewLinkState(link);
            const when = format.dayAndTime(link.created_at);
            const now =
              state === 'revoked'
                ? fillIn(words.revoked, {
                    by: isolate(link.revoked_by || '—'),
                    when: format.dayAndTime(link.revoked_at!),
                  })
                : fillIn(state === 'working' ? words.working : words.expired, {
                    when: format.dayAndTime(link.expires_at),
                  });
            return (
              <Box
                component="li"
                key={link.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  justifyContent: 'space-between',
                }}
              >
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {fillIn(words.madeBy, { by: isolate(link.created_by || '—'), when })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {now}
                  </Typography>
                </Box>
                {state === 'working' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    aria-label={fillIn(words.revokeName, { when })}
                    onClick={() => onRevoke(link.id)}
                  >
                    {words.revokeLabel}
                  </Button>
                ) : (
                  <Chip
                    size="small"
                    label={state === 'revoked' ? words.revokedChip : words.expiredChip}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
