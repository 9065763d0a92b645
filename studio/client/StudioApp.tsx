import type { EditorView } from '@codemirror/view';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { insertBlock } from '../shared/insert-block';
import { blockAtOffset, sourceMapOf } from '../shared/source-map';
import type { PageFileEntry } from '../shared/studio-api';
import { CounterpartEditor, useCounterpart } from './CounterpartView';
import { pageSchema, schemaOfFile } from './editor/schemas';
import { selectInEditor } from './editor/yaml-editor';
import { EditorPane } from './EditorPane';
import { FileList } from './FileList';
import { PreviewPane } from './PreviewPane';
import { type SourceNoticeValue, SourceNotice } from './SourceNotice';
import { StatusBar } from './StatusBar';
import { ConflictDialog, UnsavedDialog } from './StudioDialogs';
import { studioApi } from './studio-api-client';
import { paneSx } from './studio-layout';
import { StudioToolbar } from './StudioToolbar';
import { usePageEditing } from './use-page-editing';
import { usePreviewClicks } from './use-preview-clicks';

/**
 * The studio: the pages folder's files, the open file's YAML and the page it makes, side by
 * side, each leading to the other.
 */
export function StudioApp() {
  const [stopped, setStopped] = useState(false);
  const editing = usePageEditing(setStopped);
  const { file, dirty } = editing;
  const [files, setFiles] = useState<PageFileEntry[] | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [opening, setOpening] = useState<{ path: string; error?: string } | null>(null);
  const [askToSwitch, setAskToSwitch] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ line: 1, column: 1, block: null as number | null });
  const [sideBySide, setSideBySide] = useState(false);
  const [notice, setNotice] = useState<SourceNoticeValue | null>(null);
  // How long the last edit took to show, for the text loaded `loads` times: a file opened
  // afresh has had no edit shown yet.
  const [shownAfter, setShownAfter] = useState<{ ms: number; loads: number } | null>(null);
  const view = useRef<EditorView | null>(null);
  const selectWhenOpen = useRef<{ from: number; to: number } | null>(null);

  const entry = files?.find((each) => each.path === file?.path);
  const isSite = file?.path.endsWith('_site.yaml') ?? false;
  const schema = file ? schemaOfFile(file.path) : pageSchema;
  const check = editing.check;
  const answer = check.status === 'done' ? check.answer : null;
  const hasErrors = answer?.problems.some((problem) => problem.level === 'error') ?? false;

  const { open } = editing;
  const load = useCallback(
    async (path: string, select?: { from: number; to: number }) => {
      setOpening({ path });
      setNotice(null);
      try {
        const loaded = await studioApi.file(path);
        selectWhenOpen.current = select ?? null;
        open(loaded);
        setOpening(null);
        window.history.replaceState(null, '', `#${path}`);
      } catch (error) {
        setOpening({ path, error: (error as Error).message });
      }
    },
    [open],
  );

  useEffect(() => {
    studioApi
      .files()
      .then((found) => {
        setFiles(found);
        // A link to a file (#contact.yaml) opens it.
        const wanted = decodeURIComponent(window.location.hash.slice(1));
        if (wanted) void load(wanted);
      })
      .catch((error: Error) =>
        setFilesError(`The list of files could not be read: ${error.message}`),
      );
    // `load` stays the same function: this runs once, for the address the studio opened at.
  }, [load]);

  const choose = (path: string, select?: { from: number; to: number }) => {
    if (path === file?.path) {
      if (select && view.current) selectInEditor(view.current, select.from, select.to);
      return;
    }
    if (dirty) setAskToSwitch(path);
    else void load(path, select);
  };

  // The file list keeps one handler, so typing does not draw it again.
  const chooseLatest = useRef(choose);
  useLayoutEffect(() => {
    chooseLatest.current = choose;
  });
  const chooseFile = useCallback((path: string) => chooseLatest.current(path), []);

  // Leaving the studio with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onCursor = useCallback((offset: number) => {
    const doc = view.current?.state.doc;
    if (!doc) return;
    const line = doc.lineAt(offset);
    const block = blockAtOffset(sourceMapOf(doc.toString()), offset);
    setCursor({ line: line.number, column: offset - line.from + 1, block });
  }, []);

  const addBlock = (example: object) => {
    if (!view.current) return;
    const sourceMap = sourceMapOf(view.current.state.doc.toString());
    const change = insertBlock(sourceMap, view.current.state.selection.main.head, example);
    if (!change) {
      setNotice({ tone: 'warning', text: 'This file has no blocks: list to add a block to.' });
      return;
    }
    view.current.dispatch({
      changes: { from: change.from, to: change.to, insert: change.insert },
      selection: { anchor: change.cursor },
      scrollIntoView: true,
    });
    view.current.focus();
  };

  const counterpart = entry?.counterpart;
  const counterpartLocale = files?.find((each) => each.path === counterpart)?.locale;
  const other = useCounterpart(sideBySide && counterpart ? counterpart : null);
  const showOther = sideBySide && counterpart !== undefined && file !== null;

  const { onPageClick, onOtherPageClick } = usePreviewClicks({
    view,
    answer,
    other: { file: other.file, path: counterpart },
    choose,
    setNotice,
  });

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StudioToolbar
        shown={file?.shown ?? null}
        dirty={dirty}
        saving={editing.save.status === 'saving'}
        canAddBlock={file !== null && !isSite}
        onAddBlock={addBlock}
        counterpart={
          counterpart
            ? {
                language: counterpartLocale === 'ar' ? 'Arabic' : 'English',
                on: sideBySide,
                onChange: setSideBySide,
              }
            : null
        }
        onSave={() => void editing.saveNow()}
      />
      {stopped && (
        <Alert severity="error" variant="filled" sx={{ borderRadius: 0 }}>
          The studio server stopped answering. Start it again with npm run studio; your text stays
          here and is checked again on the next edit.
        </Alert>
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: '220px minmax(340px, 1fr) minmax(380px, 1.15fr)',
        }}
      >
        <Box sx={{ overflow: 'auto', borderRight: 1, borderColor: 'divider' }}>
          <FileList
            files={files}
            error={filesError}
            openPath={file?.path ?? null}
            dirty={dirty}
            onChoose={chooseFile}
          />
        </Box>
        <Box
          component="section"
          aria-label="Editor"
          sx={{ ...paneSx, borderRight: 1, borderColor: 'divider' }}
        >
          {notice && <SourceNotice notice={notice} onClose={() => setNotice(null)} />}
          {opening?.error && (
            <Alert severity="error">
              Could not open {opening.path}: {opening.error}
            </Alert>
          )}
          {!file && !opening && (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>
              No file chosen. Pick a page on the left: its YAML opens here and the page beside it.
            </Typography>
          )}
          {opening && !opening.error && (
            <Typography sx={{ p: 3 }}>Opening {opening.path}…</Typography>
          )}
          {file && (
            <EditorPane
              key={`${file.path}#${editing.loads}`}
              initialText={editing.text}
              label={`YAML of ${file.shown}`}
              schema={schema}
              problems={answer?.problems ?? []}
              checkedText={check.status === 'done' ? check.text : null}
              viewRef={view}
              onChange={editing.edit}
              onCursor={onCursor}
              onSave={() => void editing.saveNow()}
              onReady={(created) => {
                const select = selectWhenOpen.current;
                selectWhenOpen.current = null;
                if (select) selectInEditor(created, select.from, select.to);
              }}
            />
          )}
          {showOther && (
            <CounterpartEditor
              file={other.file}
              answer={other.answer}
              problems={answer?.counterpart?.problems}
              onOpen={() => choose(counterpart!)}
            />
          )}
        </Box>
        <PreviewPane
          shown={file?.shown ?? null}
          lastGood={editing.lastGood}
          hasErrors={hasErrors}
          checkedWithoutPage={isSite || answer !== null}
          selected={cursor.block}
          onClick={(message) => void onPageClick(message)}
          onEditShown={(ms) => setShownAfter({ ms, loads: editing.loads })}
          other={
            showOther
              ? {
                  data: other.answer?.preview ?? null,
                  shown: other.file?.shown,
                  onClick: onOtherPageClick,
                }
              : null
          }
        />
      </Box>
      <StatusBar
        file={file?.shown}
        check={check}
        save={editing.save}
        stopped={stopped}
        latency={shownAfter?.loads === editing.loads ? shownAfter.ms : null}
        cursor={file ? cursor : null}
      />
      <ConflictDialog
        conflict={editing.conflict}
        onCancel={editing.dismissConflict}
        onKeepMine={() => void editing.saveNow(editing.conflict!.theirs.version)}
        onLoadTheirs={() => editing.open(editing.conflict!.theirs)}
      />
      <UnsavedDialog
        shown={file?.shown}
        next={askToSwitch}
        onStay={() => setAskToSwitch(null)}
        onDiscard={() => {
          const next = askToSwitch!;
          setAskToSwitch(null);
          void load(next);
        }}
        onSaveFirst={async () => {
          const next = askToSwitch!;
          setAskToSwitch(null);
          // A conflict or a failed save keeps the author here, with the reason shown.
          if (await editing.saveNow()) void load(next);
        }}
      />
    </Box>
  );
}
