import { useStudioTranslation } from '../use-studio-translation';
import { isObject, type Question, questionsOf } from '../analysis/questions';
import { valueAt } from '../json/json-pointer';
import { ConditionEditor } from './condition-editor';
import { ProblemList, type ShownProblem } from './problem-list';
import { PlainField, TextFields } from './text-fields';

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

function QuestionCard({ question, questions, locales, problems, onShow, editObject, editText }: QuestionFormProps & { question: Question; questions: readonly Question[] }) {
  const { t } = useStudioTranslation();
  const { slug } = question;
  const listPointer = Array.isArray(question.schema.oneOf) ? `${question.pointer}/oneOf` : `${question.pointer}/items/oneOf`;
  const keyBase = question.title?.replace(/\.title$/, '') ?? slug;
  const conditionProblems = problems.filter((p) => question.guards.some((guard) => under(p.pointer, guard.pointer)));
  const optionProblems = (pointer: string) => problems.filter((p) => under(p.pointer, pointer));
  const ownProblems = problems.filter((p) => under(p.pointer, question.pointer) && !question.options.some((o) => under(p.pointer, o.pointer)) && p.pointer !== `${question.pointer}/title`);
  const headingId = `question-${slug}`;

  const setRequired = (required: boolean) =>
    editObject(`required:${slug}`, (d) => {
      const branch = valueAt(d, question.branchPointer);
      if (!isObject(branch)) return;
      const list = Array.isArray(branch.required) ? branch.required.filter((name) => name !== slug) : [];
      if (required) list.push(slug);
      if (list.length > 0) branch.required = list;
      else delete branch.required;
    });
  const addAnswer = () =>
    editObject(`add:${slug}`, (d) => {
      const list = valueAt(d, listPointer);
      if (!Array.isArray(list)) return;
      let n = list.length + 1;
      while (list.some((o) => isObject(o) && o.const === `answer_${n}`)) n += 1;
      list.push({ const: `answer_${n}`, title: `${keyBase}.answers.answer_${n}`, points: 0 });
    });

  return (
    <section className="question" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {t(question.multiple ? 'questionMultiple' : question.options.length > 0 ? 'questionSingle' : 'questionText', { slug })}
      </h4>
      {question.title && (
        <>
          <TextFields textKey={question.title} subject={t('subjectQuestion', { slug })} locales={locales} multiline onChange={(language, value) => editText(`text:${language}:${question.title}`, language, question.title ?? '', value)} />
          <ProblemList problems={problems.filter((p) => p.pointer === `${question.pointer}/title`)} onShow={onShow} />
        </>
      )}
      <div className="question-meta">
        <label className="studio-check">
          <input type="checkbox" checked={question.required} onChange={(event) => setRequired(event.target.checked)} />
          {t(question.required ? 'requiredYes' : 'requiredNo')}
        </label>
      </div>
      <ConditionEditor question={question} questions={questions} locales={locales} problems={conditionProblems} onShow={onShow} editObject={editObject} />
      {question.options.length > 0 && (
        <ol className="answers" aria-label={t('answersOf', { slug })}>
          {question.options.map((option, index) => {
            const subject = t('subjectAnswer', { value: option.value, slug });
            const pointsText = option.points === undefined ? '' : String(option.points);
            const pointsBad = option.points !== undefined && (option.points < -10 || option.points > 12 || !Number.isInteger(option.points));
            return (
              <li key={`${index}`}>
                <div className="answer-row">
                  <PlainField
                    className="value"
                    label={t('value')}
                    name={t('valueOf', { n: index + 1, slug })}
                    value={option.value}
                    onChange={(value) => editObject(`value:${option.pointer}`, (d) => Object.assign(valueAt(d, option.pointer) as object, { const: value }))}
                  />
                  <PlainField
                    className="points"
                    type="number"
                    min={-10}
                    max={12}
                    label={t('points')}
                    name={t('pointsOf', { subject })}
                    value={pointsText}
                    error={pointsBad ? t('pointsRange') : undefined}
                    onChange={(value) =>
                      editObject(`points:${option.pointer}`, (d) => {
                        const node = valueAt(d, option.pointer);
                        if (!isObject(node)) return;
                        const raw = value.trim();
                        if (raw === '' || raw === '-') delete node.points;
                        else if (Number.isFinite(Number(raw))) node.points = Number(raw);
                      })
                    }
                  />
                  <label className="studio-check">
                    <input
                      type="checkbox"
                      checked={option.freeText !== undefined}
                      aria-label={t('freeTextOf', { subject })}
                      onChange={(event) =>
                        editObject(`free:${option.pointer}`, (d) => {
                          const node = valueAt(d, option.pointer);
                          if (!isObject(node)) return;
                          if (!event.target.checked) delete node.freeText;
                          else node.freeText = question.options.find((o) => o.freeText)?.freeText ?? `${slug}_text`;
                        })
                      }
                    />
                    {option.freeText ? t('freeTextField', { field: option.freeText }) : t('freeText')}
                  </label>
                  <button
                    type="button"
                    className="studio-button danger"
                    onClick={() =>
                      editObject(`remove:${option.pointer}`, (d) => {
                        const list = valueAt(d, listPointer);
                        if (Array.isArray(list)) list.splice(index, 1);
                      })
                    }
                    aria-label={t('removeOf', { subject })}
                  >
                    {t('remove')}
                  </button>
                </div>
                {option.title && <TextFields textKey={option.title} subject={subject} locales={locales} onChange={(language, value) => editText(`text:${language}:${option.title}`, language, option.title ?? '', value)} />}
                <ProblemList problems={optionProblems(option.pointer)} onShow={onShow} />
              </li>
            );
          })}
        </ol>
      )}
      {question.options.length > 0 && (
        <button type="button" className="studio-button" onClick={addAnswer}>
          {t('addAnswer', { slug })}
        </button>
      )}
      <ProblemList problems={ownProblems} onShow={onShow} />
    </section>
  );
}

/** The questions of a questionnaire section as a form: answers, values, points, free texts, required, conditions, texts in three languages. */
export function QuestionForm(props: QuestionFormProps) {
  const questions = questionsOf(props.definition);
  return (
    <div>
      {questions.map((question) => (
        <QuestionCard key={question.slug} {...props} question={question} questions={questions} problems={props.problems.filter((p) => under(p.pointer, question.pointer) || question.guards.some((g) => under(p.pointer, g.pointer)))} />
      ))}
    </div>
  );
}
