import type { EditorView } from '@codemirror/view';
import type { RefObject } from 'react';
import { formatPath } from '../../engine/document/problem';
import type { FromPreview } from '../shared/preview-messages';
import { sourceMapOf } from '../shared/source-map';
import type { CheckAnswer, PageFileText } from '../shared/studio-api';
import { clickTarget } from './click-to-source';
import { selectInEditor } from './editor/yaml-editor';
import { siteValueAt, type SourceNoticeValue } from './SourceNotice';

type Clicked = Extract<FromPreview, { kind: 'clicked' }>;
type Range = { from: number; to: number };

/** Where the site server runs with `npm start`: records are edited in its staff dashboard. */
const siteServer = 'http://localhost:4173';

interface Options {
  view: RefObject<EditorView | null>;
  /** The open file's last check: its preview names the site file the header comes from. */
  answer: CheckAnswer | null;
  /** The other language's file, shown beside, and its path. */
  other: { file: PageFileText | null; path: string | undefined };
  /** Opens a file (asking first when the open one has unsaved changes), selecting a range. */
  choose: (path: string, select?: Range) => void;
  setNotice: (notice: SourceNoticeValue | null) => void;
}

/**
 * What a click in a preview does: on the open file's page it selects the value behind the
 * clicked text; a text from elsewhere (a record, the site file, the other language's file)
 * is named in a notice that offers to go there.
 */
export function usePreviewClicks({ view, answer, other, choose, setNotice }: Options) {
  const onPageClick = async (message: Clicked) => {
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

  const onOtherPageClick = (message: Clicked) => {
    const { file, path } = other;
    if (!file || !path) return;
    const target = clickTarget(
      sourceMapOf(file.text),
      message.region,
      message.text,
      message.variables,
    );
    const at: Range | undefined =
      target.kind === 'value' || target.kind === 'record'
        ? { from: target.scalar.start, to: target.scalar.end }
        : target.kind === 'block-start'
          ? { from: target.at, to: target.at }
          : undefined;
    const line = at ? file.text.slice(0, at.from).split('\n').length : undefined;
    setNotice({
      tone: 'info',
      text: `That text is in ${file.shown}${line ? `, line ${line}` : ''}, not in the file open here.`,
      action: {
        label: `Open ${file.shown}${at ? ' at it' : ''}`,
        run: () => choose(path, at),
      },
    });
  };

  return { onPageClick, onOtherPageClick };
}
