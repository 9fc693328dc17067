import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
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

/** A condition in words (the studio's language): `e1 = yes`, `d2 is one of 2000_5000, over_5000`, `e2 contains taxonomy`. */
export function conditionText(question: Question, t: TFunction): string {
  const and = ` ${t('and')} `;
  return question.guards
    .map((guard) => {
      const tests = fieldTestsOf(guard.schema, guard.pointer);
      const words = tests
        ? tests.map((test) => t(test.contains ? 'testContains' : test.values.length > 1 ? 'testIsOneOf' : 'testEquals', { field: test.field, values: test.values.map(String).join(', ') })).join(and)
        : JSON.stringify(guard.schema);
      return guard.holds ? words : t('testNot', { condition: words });
    })
    .join(and);
}

/** The operator in words: a single choice "is" (one of), a multiple choice "includes" (one of). */
export function operatorWords(condition: SimpleCondition, t: TFunction): string {
  const several = condition.values.length > 1;
  if (condition.contains) return t(several ? 'opIncludesOneOf' : 'opIncludes');
  return t(several ? 'opIsOneOf' : 'opIs');
}

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Where a question is shown: always, or only when an earlier question's answer is (includes) one of the ticked
 * answers. Each control is one undo step. A condition of another shape is only described: it is edited in the JSON.
 */
export function ConditionEditor({ question, questions, locales, problems, onShow, editObject }: ConditionEditorProps) {
  const { t, i18n } = useStudioTranslation();
  const id = useId();
  const { slug } = question;
  const state = conditionStateOf(question);
  // The questions' and answers' own texts in the studio's language (the app's texts come in the same three).
  const ownText = (key: string | undefined) => (key ? textOf(locales, i18n.language, key) : undefined);

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
          <strong>{`${t('conditionOf', { slug })}: `}</strong>
          {`${t('conditionCustomShown', { condition: conditionText(question, t) })} `}
          <em>{t('conditionCustom')}</em>
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
        ...(controller?.options ?? []).map((o) => ({ value: o.value, label: `${ownText(o.title) ?? o.value} (${o.value})` })),
        ...when.values
          .map(String)
          .filter((value) => !controller?.options.some((o) => o.value === value))
          .map((value) => ({ value, label: t('notAnAnswer', { value, field: when.field }) })),
      ]
    : [];

  return (
    <fieldset className="condition">
      <legend>{t('conditionOf', { slug })}</legend>
      <div className="condition-shown">
        <label className="studio-check">
          <input type="radio" name={`${id}-shown`} checked={!when} onChange={() => edit(`condition-always:${slug}`, undefined)} />
          {t('conditionAlways')}
        </label>
        <label className="studio-check">
          <input type="radio" name={`${id}-shown`} checked={when !== undefined} disabled={!when && !fallback} aria-describedby={!when && !fallback ? `${id}-none` : undefined} onChange={() => fallback && edit(`condition-when:${slug}`, fallback)} />
          {t('conditionWhen')}
        </label>
        {!when && !fallback && (
          <span id={`${id}-none`} className="condition-note">
            {t('conditionNoController')}
          </span>
        )}
      </div>
      {when && (
        <div className="condition-rule">
          <div className="field controller">
            <label htmlFor={`${id}-field`}>{t('controllingQuestion')}</label>
            <select
              id={`${id}-field`}
              value={when.field}
              aria-invalid={eligible ? 'false' : 'true'}
              onChange={(event) => {
                const next = questions.find((q) => q.slug === event.target.value);
                if (next) edit(`condition-field:${slug}`, withController(when, next));
              }}
            >
              {!eligible && <option value={when.field}>{t('notAController', { field: when.field, slug })}</option>}
              {controllers.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {`${c.slug}: ${short(ownText(c.title) ?? '')}`}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="condition-answers" aria-describedby={when.values.length === 0 ? `${id}-empty` : undefined}>
            <legend>
              {`${when.field} `}
              <strong>{operatorWords(when, t)}</strong>
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
                {t('noAnswerTicked', { slug })}
              </p>
            )}
          </fieldset>
        </div>
      )}
      <ProblemList problems={problems} onShow={onShow} />
    </fieldset>
  );
}
