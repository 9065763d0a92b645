import { autocompletion } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { Theme } from '@mui/material/styles';
import { basicSetup } from 'codemirror';
import type { JsonSchema } from '../../shared/schema-at';
import { hangingIndent } from './hanging-indent';
import { problemLines } from './problem-marks';
import { schemaCompletion, schemaHover } from './schema-help';

export interface YamlEditorOptions {
  parent: HTMLElement;
  text: string;
  schema: JsonSchema;
  theme: Theme;
  /** The editor's accessible name, such as "YAML of pages/contact.yaml". */
  label: string;
  readOnly?: boolean;
  onChange?: (text: string) => void;
  onCursor?: (offset: number) => void;
  onSave?: () => void;
}

/** The editor's look, from the site's theme (no colour of its own). */
function editorLook(theme: Theme): Extension {
  const { palette, typography } = theme;
  return EditorView.theme({
    '&': { height: '100%', fontSize: '13px', backgroundColor: palette.background.paper },
    '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '.cm-gutters': { backgroundColor: palette.grey[100], color: palette.text.secondary },
    '.cm-studio-problem-line::after': {
      content: 'attr(data-studio-problem)',
      display: 'block',
      fontFamily: typography.fontFamily ?? 'sans-serif',
      fontSize: '12.5px',
      lineHeight: 1.45,
      margin: '2px 0 6px',
      padding: '4px 8px',
      borderInlineStart: `3px solid ${palette.error.main}`,
      backgroundColor: palette.grey[50],
      color: palette.text.primary,
      whiteSpace: 'pre-wrap',
    },
    '.cm-studio-problem-warning::after': { borderInlineStartColor: palette.warning.main },
    '.cm-studio-hover': {
      maxWidth: '420px',
      padding: '6px 8px',
      fontFamily: typography.fontFamily ?? 'sans-serif',
      fontSize: '12.5px',
    },
  });
}

/**
 * A CodeMirror 6 editor for a page's YAML: highlighting, completion and hover from the page
 * schema, the check's problems under their lines, Ctrl/Cmd+S to save.
 */
export function createYamlEditor(options: YamlEditorOptions): EditorView {
  const { schema } = options;
  const extensions: Extension[] = [
    keymap.of([
      {
        key: 'Mod-s',
        preventDefault: true,
        run: () => {
          options.onSave?.();
          return true;
        },
      },
    ]),
    basicSetup,
    yaml(),
    lintGutter(),
    // Wrapped, so a problem written under a long line stays in view with it, and the wrapped
    // part indented under its value.
    EditorView.lineWrapping,
    hangingIndent,
    problemLines,
    autocompletion({ override: [schemaCompletion(schema)], activateOnTyping: true }),
    schemaHover(schema),
    editorLook(options.theme),
    EditorView.contentAttributes.of({ 'aria-label': options.label }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange?.(update.state.doc.toString());
      // Typing keeps the cursor in its block: only a move of the cursor looks for another.
      if (update.selectionSet && !update.docChanged)
        options.onCursor?.(update.state.selection.main.head);
    }),
    ...(options.readOnly ? [EditorState.readOnly.of(true), EditorView.editable.of(false)] : []),
  ];
  return new EditorView({
    parent: options.parent,
    state: EditorState.create({ doc: options.text, extensions }),
  });
}

/** Selects `from`..`to`, scrolls it to the middle of the editor and gives it the focus. */
export function selectInEditor(view: EditorView, from: number, to: number): void {
  const length = view.state.doc.length;
  view.dispatch({
    selection: { anchor: Math.min(from, length), head: Math.min(to, length) },
    effects: EditorView.scrollIntoView(Math.min(from, length), { y: 'center' }),
  });
  view.focus();
}

/** Replaces the whole text (a file loaded from disk), keeping nothing of the old. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
