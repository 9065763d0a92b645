import type { EditorView } from '@codemirror/view';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageSchema, schemaOfFile } from './editor/schemas';
import { formatPath } from '../../engine/document/problem';
import { insertBlock } from '../shared/insert-block';
import type { FromPreview } from '../shared/preview-messages';
import { blockAtOffset, sourceMapOf } from '../shared/source-map';
import type { PageFileEntry } from '../shared/studio-api';
import { AddBlockMenu } from './AddBlockMenu';
import { clickTarget } from './click-to-source';
import { CounterpartEditor, useCounterpart } from './CounterpartView';
import { selectInEditor } from './editor/yaml-editor';
import { EditorPane } from './EditorPane';
import { FileList } from './FileList';
import { PreviewFrame } from './PreviewFrame';
import { siteValueAt, type SourceNoticeValue, SourceNotice } from './SourceNotice';
import { StatusBar } from './StatusBar';
import { ConflictDialog, UnsavedDialog } from './StudioDialogs';
import { studioApi } from './studio-api-client';
import { usePageEditing } from './use-page-editing';

const widths = [390, 768, 1280] as const;
/** Where the site server runs with `npm start`: records are edited in its staff dashboard. */
const siteServer = 'http://localhost:4173';

export function StudioApp() {
  const [stopped, setStopped] = useState(false);
  const editing = usePageEditing(setStopped);
  const { file, dirty } = editing;
  const [files, setFiles] = useState<PageFileEntry[] | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [opening, setOpening] = useState<{ path: string; error?: string } | null>(null);
  const [askToSwitch, setAskToSwitch] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ line: 1, column: 1, block: null as number | null });
  const [width, setWidth] = useState<number>(1280);
  const [sideBySide, setSideBySide] = useState(false);
  const [notice, setNotice] = useState<SourceNoticeValue | null>(null);
  const [latency, setLatency] = useState<number | null>(null);
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

  const onPreviewClick = async (message: Extract<FromPreview, { kind: 'clicked' }>) => {
    if (!view.current) return;
    const sourceMap = sourceMapOf(view.current.state.doc.toString());
    const target = clickTarget(sourceMap, message.region, message.text, message.variables);
    if (target.kind === 'value' || target.kind === 'record') {
      selectInEditor(view.current, target.scalar.start, target.scalar.end);
      const line = view.current.state.doc.lineAt(target.scalar.start).number;
      setNotice(
        target.kind === 'record'
          ? {
              tone: 'info',
              text: `“${message.text}” is the field ${target.field} of each ${target.source} record: this page only places it (${formatPath(target.scalar.path)}, line ${line}). Edit the words in the staff dashboard.`,
              link: {
                href: `${siteServer}/admin`,
                label: 'Open /admin (the site server, npm start)',
              },
            }
          : null,
      );
    } else if (target.kind === 'block-start') {
      selectInEditor(view.current, target.at, target.at);
      setNotice({
        tone: 'info',
        text: `No value of block ${target.block + 1} reads “${message.text.slice(0, 60)}”; the cursor is at the block's start.`,
      });
    } else if (target.kind === 'site-file' && answer?.preview) {
      const siteFile = answer.preview.siteFile;
      const found = await siteValueAt(siteFile, message.text, message.variables);
      setNotice({
        tone: 'info',
        text: found
          ? `The ${target.region} is the same on every page: “${message.text.slice(0, 60)}” is in ${siteFile}, line ${found.line}.`
          : `The ${target.region} comes from ${siteFile}.`,
        action: {
          label: `Open ${siteFile}${found ? ' at it' : ''}`,
          run: () => choose(siteFile.replace(/^[^/]+\//, ''), found?.range),
        },
      });
    }
  };

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

  const onOtherClick = (message: Extract<FromPreview, { kind: 'clicked' }>) => {
    if (!other.file || !counterpart) return;
    const target = clickTarget(
      sourceMapOf(other.file.text),
      message.region,
      message.text,
      message.variables,
    );
    const at =
      target.kind === 'value' || target.kind === 'record'
        ? { from: target.scalar.start, to: target.scalar.end }
        : target.kind === 'block-start'
          ? { from: target.at, to: target.at }
          : undefined;
    const line = at ? other.file.text.slice(0, at.from).split('\n').length : undefined;
    setNotice({
      tone: 'info',
      text: `That text is in ${other.file.shown}${line ? `, line ${line}` : ''}, not in the file open here.`,
      action: {
        label: `Open ${other.file.shown}${at ? ' at it' : ''}`,
        run: () => choose(counterpart, at),
      },
    });
  };

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography component="h1" variant="h6" sx={{ fontSize: 17 }}>
            Studio
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', flex: 1 }} noWrap>
            {file ? `${file.shown}${dirty ? ' (unsaved)' : ''}` : 'No file open'}
          </Typography>
          <AddBlockMenu schema={pageSchema} disabled={!file || isSite} onAdd={addBlock} />
          {counterpart && (
            <FormControlLabel
              control={
                <Switch
                  color="default"
                  checked={sideBySide}
                  onChange={(_, on) => setSideBySide(on)}
                />
              }
              label={`Show ${counterpartLocale === 'ar' ? 'Arabic' : 'English'} beside`}
            />
          )}
          <Button
            variant="contained"
            color="secondary"
            disabled={!file || !dirty || editing.save.status === 'saving'}
            onClick={() => void editing.saveNow()}
            title="Save (Ctrl+S)"
          >
            Save
          </Button>
        </Toolbar>
      </AppBar>
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
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minWidth: 0,
            minHeight: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
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
        <Box
          component="section"
          aria-label="Preview"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minWidth: 0,
            minHeight: 0,
            bgcolor: 'background.muted',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <ToggleButtonGroup
              size="small"
              exclusive
              value={width}
              onChange={(_, value: number | null) => value && setWidth(value)}
              aria-label="Preview width"
            >
              {widths.map((each) => (
                <ToggleButton key={each} value={each} aria-label={`${each} px wide`}>
                  {each}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {editing.lastGood
                ? `${editing.lastGood.data.pathname} · ${editing.lastGood.data.site.locale.name}`
                : ''}
            </Typography>
          </Box>
          {hasErrors && editing.lastGood && (
            <Alert severity="warning" sx={{ borderRadius: 0 }}>
              The text has problems (see the editor): the preview keeps the last version that passed
              the checks.
            </Alert>
          )}
          {hasErrors && !editing.lastGood && (
            <Alert severity="warning" sx={{ borderRadius: 0 }}>
              No preview yet: this file has problems. Fix them and the page appears here.
            </Alert>
          )}
          {file && !editing.lastGood && !hasErrors && (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>
              {isSite || answer
                ? 'This file has no page of its own to preview.'
                : 'Checking and rendering the page…'}
            </Typography>
          )}
          <PreviewFrame
            data={editing.lastGood?.data ?? null}
            selected={cursor.block}
            width={width}
            title={file ? `Preview of ${file.shown}` : 'Preview'}
            onClick={(message) => void onPreviewClick(message)}
            onRendered={() =>
              editing.lastGood &&
              setLatency(Math.round(performance.now() - editing.lastGood.editedAt))
            }
          />
          {showOther && (
            <PreviewFrame
              data={other.answer?.preview ?? null}
              selected={cursor.block}
              width={width}
              title={`Preview of ${other.file?.shown ?? 'the other language'}`}
              onClick={onOtherClick}
            />
          )}
        </Box>
      </Box>
      <StatusBar
        file={file?.shown}
        check={check}
        save={editing.save}
        stopped={stopped}
        latency={latency}
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
