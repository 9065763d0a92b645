import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState } from 'react';
import { fillIn } from '../../../locale/format';
import { localizePath } from '../../../locale/locales';
import {
  previewLinkState,
  type NewPreviewLink,
  type PreviewLink,
} from '../../../previews/preview-link';
import { useLocale } from '../../../ui/site-context';
import { useStaffFormat } from '../../tools/use-staff-format';
import type { previewWordsSchema } from './preview-words.schema';

/** The words of the preview links dialog (a collection's tab's `previews`). */
export type PreviewWords = Required<FromSchema<typeof previewWordsSchema>>;

/** What the dialog reads of a record: its slug, and the languages it is written in. */
export interface PreviewedRecord {
  slug: string;
  translations?: Readonly<Record<string, unknown>> | null;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

/** A link just made: its address in each language the record is written in, to copy. */
export function MadeLink({
  made,
  record,
  words,
}: {
  made: NewPreviewLink;
  record: PreviewedRecord;
  words: PreviewWords;
}) {
  const { locales } = useLocale();
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
export function LinkList({
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
