import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Problem } from '../../engine/document/problem';
import type { JsonSchema } from '../shared/schema-at';
import { showProblems } from './editor/problem-marks';
import { createYamlEditor } from './editor/yaml-editor';

interface Props {
  /** The text it starts with; the editor owns the text from then on. */
  initialText: string;
  label: string;
  schema: JsonSchema;
  /** Problems of `checkedText`; shown only while the editor still holds that text. */
  problems: readonly Problem[];
  checkedText: string | null;
  readOnly?: boolean;
  viewRef?: RefObject<EditorView | null>;
  onChange?: (text: string) => void;
  onCursor?: (offset: number) => void;
  onSave?: () => void;
  /** Called once the editor exists, for a selection waiting on it. */
  onReady?: (view: EditorView) => void;
}

/** The YAML editor of one file (a CodeMirror view made once per file loaded). */
export function EditorPane(props: Props) {
  const theme = useTheme();
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    const created = createYamlEditor({
      parent: parent.current!,
      text: callbacks.current.initialText,
      schema: callbacks.current.schema,
      theme,
      label: callbacks.current.label,
      readOnly: callbacks.current.readOnly ?? false,
      onChange: (text) => callbacks.current.onChange?.(text),
      onCursor: (offset) => callbacks.current.onCursor?.(offset),
      onSave: () => callbacks.current.onSave?.(),
    });
    view.current = created;
    if (callbacks.current.viewRef) callbacks.current.viewRef.current = created;
    callbacks.current.onReady?.(created);
    return () => {
      created.destroy();
      if (callbacks.current.viewRef?.current === created) callbacks.current.viewRef.current = null;
    };
    // One editor per file loaded: the parent keys this component by it.
  }, [theme]);

  const { problems, checkedText } = props;
  useEffect(() => {
    const current = view.current;
    if (!current || checkedText === null) return;
    if (current.state.doc.toString() === checkedText) showProblems(current, problems);
  }, [problems, checkedText]);

  return (
    <Box
      ref={parent}
      sx={{ flex: 1, minHeight: 0, overflow: 'hidden', '& .cm-editor': { height: '100%' } }}
    />
  );
}
