import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
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

/** The problem under its line, in words: what is wrong and what to do. */
class ProblemWidget extends WidgetType {
  constructor(private readonly problem: Problem) {
    super();
  }
  eq(other: ProblemWidget) {
    return problemHeadline(other.problem) === problemHeadline(this.problem);
  }
  toDOM() {
    const box = document.createElement('div');
    box.className = `cm-studio-problem cm-studio-problem-${this.problem.level}`;
    box.setAttribute('role', 'note');
    const headline = document.createElement('div');
    const code = document.createElement('strong');
    code.textContent = this.problem.code;
    headline.append(code, problemHeadline(this.problem).slice(this.problem.code.length));
    const hint = document.createElement('div');
    hint.className = 'cm-studio-problem-hint';
    hint.textContent = `hint: ${this.problem.hint}`;
    box.append(headline, hint);
    return box;
  }
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
  const widgets = problems
    .map((problem) => {
      const at = state.doc.line(Math.min(Math.max(problem.endLine, 1), state.doc.lines)).to;
      return Decoration.widget({ widget: new ProblemWidget(problem), block: true, side: 1 }).range(
        at,
      );
    })
    .sort((a, b) => a.from - b.from);
  view.dispatch(setDiagnostics(state, diagnostics));
  view.dispatch({ effects: setProblemLines.of(Decoration.set(widgets, true)) });
}
