import { pointerJoin } from '../json-pointer.ts';
import { isObject } from '../json-object.ts';
import type { Report } from '../lint/types.ts';
import { type Question, questionsOf } from '../questions/section-questions.ts';
import { answerSpace } from './answer-space.ts';
import { conditionReads } from './condition-reads.ts';
import { isConsistencyDefinition } from './consistency-rules.ts';
import { compileRule, ruleAjv } from './rule-validators.ts';
import { words } from '../words.ts';
import { ajvCompileError } from '../lint/ajv-words.ts';

/**
 * The checks of the consistency rules against the questionnaire's sections, which the meta-schema cannot state:
 * - ids unique in the file;
 * - every question a rule concerns or its condition reads is a question of a section, and is listed in `questions`
 *   (the contradictions screen links only those); every value the condition compares an answer with is one of
 *   that question's answers;
 * - the condition compiles with the core's AJV options, and names every answer it reads (no `additionalProperties`,
 *   `minProperties`… at the answer set's level: an exhaustive check needs to know which questions matter);
 * - the rule can fire and can stay quiet: its condition is tried on every answer set of the questions it reads
 *   that the sections let a client send (each question's own answers its schema accepts, answered exactly when its
 *   conditions show it; `answerSpace`). The other questions cannot change the outcome, since the condition does not
 *   read them, so this is exhaustive, not a sample. Beyond `ANSWER_SPACE_LIMIT` sets the rule is reported as too
 *   wide to check rather than passed unchecked.
 */
export function lintConsistency(definition: unknown, sections: readonly unknown[], report: Report): void {
  if (!isConsistencyDefinition(definition) || !Array.isArray(definition.rules)) return;
  const questions = new Map<string, Question>();
  for (const section of sections)
    for (const q of questionsOf(section)) if (!questions.has(q.slug)) questions.set(q.slug, q);
  const ids = new Set<string>();
  const ajv = ruleAjv();
  definition.rules.forEach((rule: unknown, index) => {
    const at = pointerJoin('/rules', index);
    if (!isObject(rule)) return;
    if (typeof rule.id === 'string') {
      if (ids.has(rule.id))
        report(
          pointerJoin(at, 'id'),
          `rule id "${rule.id}" is used twice`,
          words('consistency.idUsedTwice', { id: rule.id }),
        );
      ids.add(rule.id);
    }
    const listed = Array.isArray(rule.questions) ? rule.questions.filter((q) => typeof q === 'string') : [];
    listed.forEach((slug, i) => {
      if (!questions.has(slug))
        report(
          pointerJoin(at, 'questions', i),
          `"${slug}" is not a question of any section`,
          words('lint.notAQuestion', { slug }),
        );
    });
    if (!isObject(rule.when)) return;
    const reads = conditionReads(rule.when, pointerJoin(at, 'when'));
    let known = true;
    for (const [slug, pointer] of reads.slugs) {
      if (!questions.has(slug)) {
        report(pointer, `"${slug}" is not a question of any section`, words('lint.notAQuestion', { slug }));
        known = false;
      } else if (!listed.includes(slug))
        report(
          pointerJoin(at, 'questions'),
          `the condition reads "${slug}", which "questions" does not list`,
          words('consistency.notListed', { slug }),
        );
    }
    for (const { slug, value, pointer } of reads.values) {
      const question = questions.get(slug);
      if (!question || question.options.length === 0) continue;
      const answers = question.options.map((o) => o.value);
      if (answers.includes(String(value))) continue;
      known = false;
      report(
        pointer,
        `${JSON.stringify(value)} is not an answer of "${slug}" (its answers: ${answers.join(', ')})`,
        words('consistency.notAnAnswer', { value: JSON.stringify(value), slug, answers: answers.join(', ') }),
      );
    }
    for (const pointer of reads.unnamed)
      report(
        pointer,
        'a condition must name the questions it reads (this keyword reads answers it does not name)',
        words('consistency.unnamedReads'),
      );
    let validate: (answers: unknown) => boolean;
    try {
      validate = compileRule({ when: rule.when as object }, ajv);
    } catch (error) {
      const { message, words: why } = ajvCompileError(error, ajv);
      report(
        pointerJoin(at, 'when'),
        `the condition does not compile: ${message}`,
        words('consistency.notCompiled', { why }),
      );
      return;
    }
    if (!known || reads.unnamed.length > 0) return;
    const space = answerSpace(reads.slugs.keys(), questions);
    if (!space) {
      report(
        pointerJoin(at, 'when'),
        'reads too many questions to check against every answer set; split the rule',
        words('consistency.tooWide'),
      );
      return;
    }
    let fires = false;
    let quiet = false;
    for (const set of space.sets()) {
      if (validate(set)) fires = true;
      else quiet = true;
      if (fires && quiet) return;
    }
    if (!fires)
      report(
        pointerJoin(at, 'when'),
        'the rule can never fire: no answer set the questionnaire allows matches it',
        words('consistency.neverFires'),
      );
    else
      report(
        pointerJoin(at, 'when'),
        'the rule fires for every answer set the questionnaire allows',
        words('consistency.alwaysFires'),
      );
  });
}
