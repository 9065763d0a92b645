import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { Problem } from '../../../engine/document/problem';

/** A problem as `sitectl validate` words it: `code path: message`. */
export const problemHeadline = (problem: Problem) =>
  `${problem.code}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;

/** Offsets of a problem's span (1-based lines and columns, its last character included). */
function offsetsOf(doc: Text, problem: Problem): { from: number; to: number } {
  const line = (number: number) => doc.line(Math.min(Math.max(number, 1), doc.lines));
  const start = line(problem.line);
  const end = line(problem.endLine);
  const from = Math.min(start.from + problem.column - 1, start.to);
  const to = Math.min(Math.max(end.from + problem.endColumn, from), end.to);
  return { from, to };
}

/**
 * A line's problems in words, as attributes its CSS writes out under it (`::after`): no
 * widget in the text, so typing at the end of the line is never taken for an edit of one.
 */
function problemLine(problems: readonly Problem[]) {
  return Decoration.line({
    attributes: {
      class: `cm-studio-problem-line cm-studio-problem-${problems.some((one) => one.level === 'error') ? 'error' : 'warning'}`,
      'data-studio-problem': problems
        .map((problem) => `${problemHeadline(problem)}\nhint: ${problem.hint}`)
        .join('\n'),
    },
  });
}

const setProblemLines = StateEffect.define<DecorationSet>();

/** The problems written out under their lines, kept in place as the text around them changes. */
export const problemLines = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setProblemLines)) next = effect.value;
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * Shows a check's problems in the editor: underlined and in the gutter (CodeMirror's lint,
 * whose tooltip tells them too), and each written out under its line.
 */
export function showProblems(view: EditorView, problems: readonly Problem[]): void {
  const state: EditorState = view.state;
  const diagnostics: Diagnostic[] = problems.map((problem) => ({
    ...offsetsOf(state.doc, problem),
    severity: problem.level,
    source: problem.code,
    message: `${problemHeadline(problem)}\nhint: ${problem.hint}`,
  }));
  const byLine = new Map<number, Problem[]>();
  for (const problem of problems) {
    const at = state.doc.line(Math.min(Math.max(problem.endLine, 1), state.doc.lines)).from;
    byLine.set(at, [...(byLine.get(at) ?? []), problem]);
  }
  const lines = [...byLine]
    .sort(([a], [b]) => a - b)
    .map(([at, found]) => problemLine(found).range(at));
  view.dispatch(setDiagnostics(state, diagnostics));
  view.dispatch({ effects: setProblemLines.of(Decoration.set(lines)) });
}
