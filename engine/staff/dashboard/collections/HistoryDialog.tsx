import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillIn } from '../../../locale/format';
import { diffRecords, type DiffedFields } from '../../../collections/record-diff';
import {
  EditConflictError,
  type RecordDraftStore,
  type RecordEntry,
  type RecordVersion,
} from '../../../collections/record-drafts';
import { useNotify, type Notice } from '../../tools/use-notify';
import { useStaffFormat } from '../../tools/use-staff-format';
import { DashboardDialog, DialogForm } from '../parts/FormDialog';
import { changedFieldLabel, type FieldLabels } from './changed-field-label';
import type { historyWordsSchema } from './history-words.schema';
import { conflictWords } from './use-publish-record';

export type HistoryWords = Required<FromSchema<typeof historyWordsSchema>>;

/** A record of a collection as its versions keep it. */
type Versioned = { slug: string; translations?: Readonly<Record<string, object>> | undefined };

interface Props<Draft extends Versioned> {
  words: HistoryWords;
  /** The collection's dialog's field labels, which name the fields that changed. */
  fieldWords: FieldLabels;
  /** The fields compared, in the order of the collection's schema. */
  fields: DiffedFields;
  store: Pick<RecordDraftStore<unknown, Draft>, 'versions' | 'restore'>;
  entry: RecordEntry<unknown, Draft>;
  /** The record's name, as the heading and the toasts say it. */
  name: string;
  /** The collection's list, asked for anew after a restore; its versions are under it. */
  queryKey: readonly unknown[];
  open: boolean;
  onClose: () => void;
}

/**
 * A record's history, for any collection: every published version, newest first, with who
 * published it and when; the fields that differ between any two (both languages, old words
 * beside new); and Restore, which makes a version the draft to publish. Nothing is ever
 * rewritten.
 */
export function HistoryDialog<Draft extends Versioned>({
  words,
  fieldWords,
  fields,
  store,
  entry,
  name,
  queryKey,
  open,
  onClose,
}: Props<Draft>) {
  const titleId = `${useId()}-title`;
  const history = useQuery({
    queryKey: [...queryKey, 'versions', entry.slug],
    queryFn: () => store.versions(entry.slug),
  });
  const versions = history.data ?? [];
  const restore = useRestore({ store, entry, name, queryKey }, words.toasts, onClose);

  return (
    <DashboardDialog open={open} onClose={onClose} titleId={titleId} maxWidth="md">
      <DialogForm
        titleId={titleId}
        title={fillIn(words.buttonName, { name })}
        onSubmit={(event) => event.preventDefault()}
        footer={
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{words.closeLabel}</Button>
          </DialogActions>
        }
      >
        {history.isPending && <Typography role="status">{words.loading}</Typography>}
        {history.isError && <Typography role="alert">{words.loadFailed}</Typography>}
        {history.isSuccess && versions.length === 0 && <Typography>{words.empty}</Typography>}
        {versions.length > 0 && (
          <>
            <VersionList
              versions={versions}
              words={words}
              busy={restore.isPending}
              onRestore={(version) => restore.mutate(version)}
            />
            {versions.length > 1 && (
              <Comparison
                versions={versions}
                words={words}
                fieldWords={fieldWords}
                fields={fields}
              />
            )}
          </>
        )}
      </DialogForm>
    </DashboardDialog>
  );
}

/** Each version with who published it and when, and its Restore button. */
function VersionList({
  versions,
  words,
  busy,
  onRestore,
}: {
  versions: readonly RecordVersion<unknown>[];
  words: HistoryWords;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const format = useStaffFormat();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {versions.map((version) => (
        <Box
          component="li"
          key={version.version}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>
              {fillIn(words.version, { version: version.version })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {version.published_by
                ? fillIn(words.publishedBy, {
                    // Isolated, so a name in another script reads in its own direction.
                    by: `\u2068${version.published_by}\u2069`,
                    when: format.dayAndTime(version.published_at),
                  })
                : fillIn(words.publishedAt, { when: format.dayAndTime(version.published_at) })}
            </Typography>
          </Box>
          {version !== versions[0] && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              aria-label={fillIn(words.restoreName, { version: version.version })}
              onClick={() => onRestore(version.version)}
            >
              {words.restoreLabel}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Two versions chosen (the newest and the one before, to start), and what differs. */
function Comparison<Draft extends Versioned>({
  versions,
  words,
  fieldWords,
  fields,
}: {
  versions: readonly RecordVersion<Draft>[];
  words: HistoryWords;
  fieldWords: FieldLabels;
  fields: DiffedFields;
}) {
  const [older, setOlder] = useState(versions[1]!.version);
  const [newer, setNewer] = useState(versions[0]!.version);
  const find = (number: number) => versions.find((version) => version.version === number)!;
  const changes = diffRecords(find(older).record, find(newer).record, fields);
  const choose = (label: string, value: number, onChange: (next: number) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 160 }}
    >
      {versions.map((version) => (
        <MenuItem key={version.version} value={version.version}>
          {fillIn(words.version, { version: version.version })}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {choose(words.compare, older, setOlder)}
        {choose(words.compareWith, newer, setNewer)}
      </Box>
      {changes.length === 0 ? (
        <Typography>{words.same}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th">{words.field}</TableCell>
                <TableCell component="th">{fillIn(words.version, { version: older })}</TableCell>
                <TableCell component="th">{fillIn(words.version, { version: newer })}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={`${change.locale ?? ''}:${change.field}`}>
                  <TableCell component="th" scope="row">
                    {changedFieldLabel(change, fieldWords)}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    <del>{change.before}</del>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <ins>{change.after}</ins>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** Restores a version as the draft: toasts, lists the record anew and closes. */
function useRestore<Draft extends Versioned>(
  { store, entry, name, queryKey }: Pick<Props<Draft>, 'store' | 'entry' | 'name' | 'queryKey'>,
  toasts: HistoryWords['toasts'],
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const format = useStaffFormat();
  const about = (notice: Notice, more: Record<string, string | number>) => {
    const words = { name, slug: entry.slug, ...more };
    return { title: fillIn(notice.title, words), text: fillIn(notice.text, words) };
  };
  return useMutation({
    mutationFn: (version: number) => store.restore(entry.slug, version, entry.revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: (_restored, version) => {
      onClose();
      notify(about(toasts.restored!, { version }));
    },
    onError: (error, version) => {
      if (error instanceof EditConflictError) {
        notify(about(toasts.conflict!, { version, ...conflictWords(error, format) }), 'error');
        return;
      }
      console.error('Restoring the version failed.', error);
      notify(about(toasts.failed!, { version }), 'error');
    },
  });
}
