import { useEffect, useMemo, useRef } from 'react';
import type { SectionSource } from '../../definition/analysis/analyse-questionnaire';
import { questionsOf } from '../../definition/questions/section-questions';
import { textOf } from '../state/locale-texts';
import type { ShownProblem } from '../editor/problem-list';
import type { FormEdits } from '../editor/question-form';
import { useStudioTranslation } from '../use-studio-translation';
import { RuleCard } from './rule-card';
import { addRule, nextRuleId } from './rule-edits';
import { type QuestionChoice, type RuleJson, ruleModel, ruleRoot } from './rule-model';

export interface ConsistencyFormProps extends FormEdits {
  /** The parsed rules file (schemas/questionnaire/consistency.json). */
  definition: Record<string, unknown>;
  locales: Readonly<Record<string, unknown>>;
  /** The questionnaire's sections, whose questions a rule may concern. */
  sections: readonly SectionSource[];
  /** This file's problems (the meta-schema and the consistency lint). */
  problems: readonly ShownProblem[];
  onShow: (pointer: string) => void;
}

const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * The consistency rules as forms of the engine itself (rule-model.ts), as the question form edits a section: per rule
 * its id, severity, texts in three languages, questions and reference, its condition (edited in the JSON) and its
 * problems; and a button that adds a rule.
 */
export function ConsistencyForm(props: ConsistencyFormProps) {
  const { definition, locales, sections, problems, onShow, editObject, editText } = props;
  const { t, i18n } = useStudioTranslation();
  const language = i18n.language;
  const rules: RuleJson[] = Array.isArray(definition.rules) ? (definition.rules as RuleJson[]) : [];
  const questions: QuestionChoice[] = useMemo(
    () =>
      sections.flatMap((section) =>
        questionsOf(section.definition).map((question) => ({
          slug: question.slug,
          title: (question.title && textOf(locales, language, question.title)) || question.slug,
        })),
      ),
    [sections, locales, language],
  );
  // The new rule's id field gets the focus once its card is drawn.
  const focusNext = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    const field = document.getElementById(`field__${ruleRoot(focusNext.current)}__id`);
    if (!field) return;
    focusNext.current = undefined;
    field.focus();
  });
  const add = () => {
    const id = nextRuleId(definition);
    focusNext.current = rules.length;
    editObject(`add-rule:${id}`, (d) => addRule(d, id));
  };
  return (
    <div>
      {rules.map((rule, index) => (
        <RuleCard
          key={index}
          index={index}
          rule={rule}
          model={ruleModel(rule, index, questions, locales, t)}
          language={language}
          problems={problems.filter((p) => under(p.pointer, `/rules/${index}`))}
          onShow={onShow}
          editObject={editObject}
          editText={editText}
        />
      ))}
      <div className="question-list-actions">
        <button type="button" className="studio-button" onClick={add}>
          {t('addRule')}
        </button>
      </div>
    </div>
  );
}
