import type { Extension } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/**
 * How far the wrapped part of a YAML line is indented, in characters: past its own
 * indentation and list dash, two more, so a long value reads as one block under its key
 * instead of running back to the left edge.
 */
export function hangingIndentOf(line: string): number {
  return /^ *(?:- +)*/.exec(line)![0].length + 2;
}

const byIndent = new Map<number, Decoration>();
const lineWith = (indent: number) => {
  let decoration = byIndent.get(indent);
  if (!decoration) {
    decoration = Decoration.line({
      attributes: { class: 'cm-studio-hanging', style: `--studio-hang: ${indent}ch` },
    });
    byIndent.set(indent, decoration);
  }
  return decoration;
};

function decorate(view: EditorView): DecorationSet {
  const lines = [];
  for (const { from, to } of view.visibleRanges) {
    for (let at = from; at <= to;) {
      const line = view.state.doc.lineAt(at);
      lines.push(lineWith(hangingIndentOf(line.text)).range(line.from));
      at = line.to + 1;
    }
  }
  return Decoration.set(lines);
}

const hangingLines = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Wrapped lines continue under their value (with EditorView.lineWrapping). */
export const hangingIndent: Extension = [
  hangingLines,
  EditorView.theme({
    '.cm-line.cm-studio-hanging': {
      paddingInlineStart: 'calc(var(--studio-hang) + 6px)',
      textIndent: 'calc(-1 * var(--studio-hang))',
    },
    // A problem written under its line starts at the line's left edge, not the hanging one.
    '.cm-line.cm-studio-hanging::after': {
      textIndent: '0',
      marginInlineStart: 'calc(-1 * var(--studio-hang))',
    },
  }),
];
