/**
 * The studio's problems (meta-schema, lint and questionnaire analysis, each with a JSON pointer) as CodeMirror
 * diagnostics: underlined at the pointer's place, with a marker in the gutter. While the text does not parse,
 * the parse error is the one diagnostic (the pointers cannot be placed then).
 */
import { jsonParseLinter } from '@codemirror/lang-json';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { type Extension, StateEffect, StateField } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { readLayout } from '../json/ordered-json';
import { markRange, pointerPlace } from './pointer-place';
import type { ShownProblem } from './problem-list';

export const setProblems = StateEffect.define<readonly ShownProblem[]>();

const problemsField = StateField.define<readonly ShownProblem[]>({
  create: () => [],
  update: (problems, transaction) =>
    transaction.effects.reduce((current, effect) => (effect.is(setProblems) ? effect.value : current), problems),
});

const parseLinter = jsonParseLinter();

/** The diagnostics of a text for the given problems. */
export function problemsAsDiagnostics(text: string, problems: readonly ShownProblem[]): Diagnostic[] {
  const layout = readLayout(text);
  if (!layout) return [];
  return problems.flatMap((problem) => {
    const place = pointerPlace(text, problem.pointer, layout);
    if (!place) return [];
    const { from, to } = markRange(text, place);
    return [{ from, to, severity: problem.severity, source: `#${problem.pointer}`, message: problem.message }];
  });
}

export function problemDiagnostics(): Extension {
  return [
    problemsField,
    linter(
      (view: EditorView) => {
        const parse = parseLinter(view);
        return parse.length > 0
          ? parse
          : problemsAsDiagnostics(view.state.doc.toString(), view.state.field(problemsField));
      },
      {
        delay: 200,
        needsRefresh: (update) => update.transactions.some((t) => t.effects.some((e) => e.is(setProblems))),
      },
    ),
    lintGutter(),
  ];
}
