import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { DefinitionData as DefinitionData } from '../../engine';
import { type Question, questionsOf } from '../../definition/questions/section-questions';
import { useRevealed } from '../use-revealed';
import { useStudioTranslation } from '../use-studio-translation';
import { conditionText } from './condition-text';
import { EngineEditForm } from './engine-edit-form';
import { ProblemList, type ShownProblem } from './problem-list';
import { conditionChange, questionEdits } from './question-edits';
import { addQuestion, nextSlug, type QuestionKind } from './question-list-edits';
import { type QuestionData, type QuestionModel, questionModel, rootOf } from './question-model';
import { conditionStateOf } from './condition-edits';

export interface FormEdits {
  /** Changes the parsed definition (origin: what is edited, so typing into one field is one undo step). */
  editObject: (origin: string, change: (definition: Record<string, unknown>) => void) => void;
  editText: (origin: string, language: string, key: string, value: string) => void;
}

export interface QuestionFormProps extends FormEdits {
  definition: Record<string, unknown>;
  locales: Readonly<Record<string, unknown>>;
  /** This file's problems (lint and analysis). */
  problems: readonly ShownProblem[];
  onShow: (pointer: string) => void;
}

const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

interface QuestionCardProps extends FormEdits {
  question: Question;
  questions: readonly Question[];
  model: QuestionModel;
  language: string;
  problems: readonly ShownProblem[];
  /** A condition the form cannot edit, in words; edited in the JSON. */
  customCondition?: string;
  onShow: (pointer: string) => void;
}

/** One question: its heading, its form (the engine's), a condition the form cannot edit, its problems. */
const QuestionCard = memo(
  function QuestionCard({
    question,
    questions,
    model,
    language,
    problems,
    customCondition,
    onShow,
    editObject,
    editText,
  }: QuestionCardProps) {
    const { t } = useStudioTranslation();
    const { slug } = question;
    const headingId = `question-${slug}`;
    const latest = useRef({ question, questions, model });
    useLayoutEffect(() => {
      latest.current = { question, questions, model };
    });

    const handleChange = useCallback(
      (next: DefinitionData) => {
        const { question: current, questions: all, model: shown } = latest.current;
        const before = shown.data[shown.root] ?? {};
        const after = (next[shown.root] ?? {}) as QuestionData;
        for (const edit of questionEdits(current, all, before, after)) {
          if (edit.kind === 'text') editText(edit.origin, edit.language, edit.key, edit.value);
          else if (edit.kind === 'object') editObject(edit.origin, edit.change);
          else {
            // The edit may move the question's card (its declaration moves): keep the focus on the control used.
            const active = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
            editObject(edit.origin, conditionChange(current.slug, edit.condition));
            requestAnimationFrame(() => {
              if (active?.isConnected && document.activeElement !== active) active.focus();
            });
          }
        }
      },
      [editObject, editText],
    );

    return (
      <section className="question" aria-labelledby={headingId}>
        <h4 id={headingId}>
          {t(question.multiple ? 'questionMultiple' : question.options.length > 0 ? 'questionSingle' : 'questionText', {
            slug,
          })}
        </h4>
        {customCondition && (
          <p className="condition-custom">
            <strong>{`${t('conditionOf', { slug })}: `}</strong>
            {`${t('conditionCustomShown', { condition: customCondition })} `}
            <em>{t('conditionCustom')}</em>
          </p>
        )}
        <EngineEditForm
          definition={model.definition}
          labels={model.labels}
          language={language}
          data={model.data}
          errors={model.errors}
          onChange={handleChange}
        />
        <ProblemList problems={problems} onShow={onShow} />
      </section>
    );
  },
  // A card is drawn again only when what it shows changed (every edit makes new question objects).
  (before, after) =>
    before.language === after.language &&
    before.customCondition === after.customCondition &&
    before.onShow === after.onShow &&
    before.editObject === after.editObject &&
    before.editText === after.editText &&
    JSON.stringify([before.model, before.problems]) === JSON.stringify([after.model, after.problems]),
);

/**
 * The questions of a questionnaire section as forms of the engine itself (question-model.ts): texts in three
 * languages, required or optional, the condition, and the answers with their values, points and free texts.
 */
export function QuestionForm({ definition, locales, problems, onShow, editObject, editText }: QuestionFormProps) {
  const { t, i18n } = useStudioTranslation();
  const language = i18n.language;
  const questions = useMemo(() => questionsOf(definition), [definition]);
  const revealed = useRevealed(questions.length);
  // The new question's first text gets the focus once its card is drawn: at once, or after the cards still being
  // drawn (useRevealed), unless the person has moved on by then.
  const focusNext = useRef<{ slug: string; from: Element | null } | undefined>(undefined);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    if (document.activeElement !== next.from && document.activeElement !== document.body) {
      focusNext.current = undefined;
      return;
    }
    const field = document.getElementById(`field__${rootOf(next.slug)}__text_sk`);
    if (!field) return;
    focusNext.current = undefined;
    field.focus();
  });
  const add = (kind: QuestionKind) => {
    const slug = nextSlug(definition);
    focusNext.current = { slug, from: document.activeElement };
    editObject(`add-question:${slug}`, (d) => void addQuestion(d, kind));
  };
  return (
    <div>
      {questions.slice(0, revealed).map((question) => {
        const custom = conditionStateOf(question).kind === 'custom';
        return (
          <QuestionCard
            key={question.slug}
            question={question}
            questions={questions}
            model={questionModel(question, questions, locales, t, language)}
            language={language}
            customCondition={custom ? conditionText(question, t) : undefined}
            problems={problems.filter(
              (p) => under(p.pointer, question.pointer) || question.guards.some((g) => under(p.pointer, g.pointer)),
            )}
            onShow={onShow}
            editObject={editObject}
            editText={editText}
          />
        );
      })}
      <div className="question-list-actions">
        <button type="button" className="studio-button" onClick={() => add('single')}>
          {t('addSingleQuestion')}
        </button>
        <button type="button" className="studio-button" onClick={() => add('multiple')}>
          {t('addMultipleQuestion')}
        </button>
      </div>
    </div>
  );
}
