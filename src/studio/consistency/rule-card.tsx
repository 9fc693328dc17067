import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { DefinitionData } from '../../engine';
import { EngineEditForm } from '../editor/engine-edit-form';
import { ProblemList, type ShownProblem } from '../editor/problem-list';
import type { FormEdits } from '../editor/question-form';
import { useStudioTranslation } from '../use-studio-translation';
import { ruleEdits } from './rule-edits';
import type { RuleData, RuleJson, RuleModel } from './rule-model';

export interface RuleCardProps extends FormEdits {
  index: number;
  rule: RuleJson;
  model: RuleModel;
  language: string;
  problems: readonly ShownProblem[];
  onShow: (pointer: string) => void;
}

/** One consistency rule: its heading, its form (the engine's), its condition in JSON, its problems. */
export const RuleCard = memo(
  function RuleCard({ index, rule, model, language, problems, onShow, editObject, editText }: RuleCardProps) {
    const { t } = useStudioTranslation();
    const headingId = `consistency-rule-${index}`;
    const latest = useRef({ rule, model });
    useLayoutEffect(() => {
      latest.current = { rule, model };
    });
    const handleChange = useCallback(
      (next: DefinitionData) => {
        const { rule: current, model: shown } = latest.current;
        const before = shown.data[shown.root] ?? {};
        const after = (next[shown.root] ?? {}) as RuleData;
        for (const edit of ruleEdits(index, current, before, after)) {
          if (edit.kind === 'text') editText(edit.origin, edit.language, edit.key, edit.value);
          else editObject(edit.origin, edit.change);
        }
      },
      [index, editObject, editText],
    );
    const id = typeof rule.id === 'string' && rule.id ? rule.id : String(index + 1);
    return (
      <section className="question" aria-labelledby={headingId}>
        <h4 id={headingId}>{t('ruleHeading', { id })}</h4>
        <p className="condition-custom">
          <strong>{`${t('ruleCondition')}: `}</strong>
          <code>{JSON.stringify(rule.when ?? {})}</code> <em>{t('conditionCustom')}</em>
        </p>
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
  (before, after) =>
    before.index === after.index &&
    before.language === after.language &&
    before.onShow === after.onShow &&
    before.editObject === after.editObject &&
    before.editText === after.editText &&
    JSON.stringify([before.rule, before.model, before.problems]) ===
      JSON.stringify([after.rule, after.model, after.problems]),
);
