import { useId } from 'react';
import { fieldTestsOf, type Question } from '../analysis/questions';
import { textOf } from '../state/locale-texts';
import { conditionStateOf, controllersOf, defaultCondition, setCondition, type SimpleCondition, withAnswer, withController } from './condition-edits';
import { ProblemList, type ShownProblem } from './problem-list';

export interface ConditionEditorProps {
  question: Question;
  /** Every question of the section, in questionsOf order. */
  questions: readonly Question[];
  locales: Readonly<Record<string, unknown>>;
  /** Problems of the question's condition (lint and analysis). */
  problems: readonly ShownProblem[];
  onShow: (pointer: string) => void;
  editObject: (origin: string, change: (definition: Record<string, unknown>) => void) => void;
}

/** A condition in words: `e1 = yes`, `d2 is one of 2000_5000, over_5000`, `e2 contains taxonomy`. */
export function conditionText(question: Question): string {
  return question.guards
    .map((guard) => {
      const tests = fieldTestsOf(guard.schema, guard.pointer);
      const words = tests
        ? tests.map((t) => `${t.field} ${t.contains ? 'contains' : t.values.length > 1 ? 'is one of' : '='} ${t.values.map(String).join(', ')}`).join(' and ')
        : JSON.stringify(guard.schema);
      return guard.holds ? words : `not (${words})`;
    })
    .join(' and ');
}

/** The operator in words: a single choice "is" (one of), a multiple choice "includes" (one of). */
export function operatorWords(condition: SimpleCondition): string {
  const several = condition.values.length > 1;
  if (condition.contains) return several ? 'includes one of' : 'includes';
  return several ? 'is one of' : 'is';
}

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Where a question is shown: always, or only when an earlier question's answer is (includes) one of the ticked
 * answers. Each control is one undo step. A condition of another shape is only described: it is edited in the JSON.
 */
export function ConditionEditor({ question, questions, locales, problems, onShow, editObject }: ConditionEditorProps) {
  const id = useId();
  const { slug } = question;
  const state = conditionStateOf(question);
  const english = (key: string | undefined) => (key ? textOf(locales, 'en', key) : undefined);

  const edit = (origin: string, condition: SimpleCondition | undefined) => {
    // The edit may move the question's card (its declaration moves): keep the focus on the control used.
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    editObject(origin, (definition) => setCondition(definition, slug, condition));
    requestAnimationFrame(() => {
      if (active?.isConnected && document.activeElement !== active) active.focus();
    });
  };

  if (state.kind === 'custom') {
    return (
      <div className="condition" role="group" aria-labelledby={`${id}-custom`}>
        <p id={`${id}-custom`}>
          <strong>{`Condition of ${slug}: `}</strong>
          {`shown only when ${conditionText(question)}. `}
          <em>Custom condition, edit in the JSON.</em>
        </p>
        <ProblemList problems={problems} onShow={onShow} />
      </div>
    );
  }

  const when = state.kind === 'when' ? state : undefined;
  const controllers = controllersOf(questions, slug);
  const fallback = defaultCondition(questions, slug);
  const controller = when ? questions.find((q) => q.slug === when.field) : undefined;
  const eligible = when !== undefined && controllers.some((c) => c.slug === when.field);
  const answers = when
    ? [
        ...(controller?.options ?? []).map((o) => ({ value: o.value, label: `${english(o.title) ?? o.value} (${o.value})` })),
        ...when.values
          .map(String)
          .filter((value) => !controller?.options.some((o) => o.value === value))
          .map((value) => ({ value, label: `${value} (not an answer of ${when.field})` })),
      ]
    : [];

  return (
    <fieldset className="condition">
      <legend>{`Condition of ${slug}`}</legend>
      <div className="condition-shown">
        <label className="studio-check">
          <input type="radio" name={`${id}-shown`} checked={!when} onChange={() => edit(`condition-always:${slug}`, undefined)} />
          Always shown
        </label>
        <label className="studio-check">
          <input type="radio" name={`${id}-shown`} checked={when !== undefined} disabled={!when && !fallback} aria-describedby={!when && !fallback ? `${id}-none` : undefined} onChange={() => fallback && edit(`condition-when:${slug}`, fallback)} />
          Shown only when …
        </label>
        {!when && !fallback && (
          <span id={`${id}-none`} className="condition-note">
            No earlier question with answers to depend on.
          </span>
        )}
      </div>
      {when && (
        <div className="condition-rule">
          <div className="field controller">
            <label htmlFor={`${id}-field`}>Controlling question</label>
            <select
              id={`${id}-field`}
              value={when.field}
              aria-invalid={eligible ? 'false' : 'true'}
              onChange={(event) => {
                const next = questions.find((q) => q.slug === event.target.value);
                if (next) edit(`condition-field:${slug}`, withController(when, next));
              }}
            >
              {!eligible && <option value={when.field}>{`${when.field} (not a choice question declared before ${slug})`}</option>}
              {controllers.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {`${c.slug}: ${short(english(c.title) ?? '')}`}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="condition-answers" aria-describedby={when.values.length === 0 ? `${id}-empty` : undefined}>
            <legend>
              {`${when.field} `}
              <strong>{operatorWords(when)}</strong>
            </legend>
            {answers.map((answer) => (
              <label key={answer.value} className="studio-check">
                <input
                  type="checkbox"
                  checked={when.values.some((v) => String(v) === answer.value)}
                  onChange={(event) => edit(`condition-answer:${slug}:${answer.value}`, withAnswer(when, answer.value, event.target.checked, controller))}
                />
                {answer.label}
              </label>
            ))}
            {when.values.length === 0 && (
              <p id={`${id}-empty`} className="field-error">
                {`No answer ticked: ${slug} can never be shown.`}
              </p>
            )}
          </fieldset>
        </div>
      )}
      <ProblemList problems={problems} onShow={onShow} />
    </fieldset>
  );
}
