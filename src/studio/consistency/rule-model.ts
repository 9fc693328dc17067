/**
 * A consistency rule (schemas/questionnaire/consistency.json) as a form of the engine's own, as question-model.ts
 * makes one of a question: its id, severity, texts in sk, en and bg (title, explanation, and the tick's label of a
 * `confirm` rule), the questions it concerns, the reference it implements, and a remove button. The condition
 * (`when`, JSON Schema over the answer set) is edited in the JSON; the card shows it. rule-edits.ts turns the
 * form's changes back into edits.
 */
import type { TFunction } from 'i18next';
import type { JSONSchema7 } from 'json-schema';
import type { Definition } from '../../engine';
import { addTextFields, type Texts } from '../editor/text-model';

/** The rule's fields as the form holds them. */
export interface RuleData {
  id?: string;
  severity?: 'confirm' | 'review';
  title?: Texts;
  text?: Texts;
  confirm?: Texts;
  questions?: string[];
  reference?: string;
  /** Pressed: the remove-the-rule button. */
  remove?: boolean;
}

/** A rule as the file holds it (any of it may be missing or wrong while being edited). */
export interface RuleJson {
  id?: unknown;
  severity?: unknown;
  title?: unknown;
  text?: unknown;
  confirm?: unknown;
  questions?: unknown;
  reference?: unknown;
  when?: unknown;
}

export interface RuleModel {
  root: string;
  definition: Definition;
  labels: Record<string, string>;
  data: Record<string, RuleData>;
  errors: Record<string, string>;
}

/** A question the rules may concern: its slug and its title in the studio's language. */
export interface QuestionChoice {
  slug: string;
  title: string;
}

export const ruleRoot = (index: number) => `rule_${index}`;
const TEXT_PARTS = ['title', 'text', 'confirm'] as const;
const PART_LABELS = { title: 'ruleTextTitle', text: 'ruleTextText', confirm: 'ruleTextConfirm' } as const;
export type RuleTextPart = (typeof TEXT_PARTS)[number];
const short = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The rule at `index` as the engine's definition, with the form's labels, data and problems. */
export function ruleModel(
  rule: RuleJson,
  index: number,
  questions: readonly QuestionChoice[],
  locales: Readonly<Record<string, unknown>>,
  t: TFunction,
): RuleModel {
  const root = ruleRoot(index);
  const labels: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const properties: Record<string, JSONSchema7> = {};
  const ui: Record<string, unknown> = {};
  const data: RuleData = {};
  const id = typeof rule.id === 'string' ? rule.id : '';
  const severity = rule.severity === 'review' ? 'review' : 'confirm';

  labels.id = t('ruleId');
  properties.id = { type: 'string', title: 'id' };
  if (id) data.id = id;
  else errors[`${root}.id`] = t('ruleIdMissing');

  labels.severity = t('ruleSeverity');
  labels['severity.confirm'] = t('ruleSeverityConfirm');
  labels['severity.review'] = t('ruleSeverityReview');
  properties.severity = {
    type: 'string',
    title: 'severity',
    oneOf: [
      { const: 'confirm', title: 'severity.confirm' },
      { const: 'review', title: 'severity.review' },
    ],
  };
  ui.severity = { 'ui:widget': 'radio', 'ui:options': { inline: true } };
  data.severity = severity;

  const order = ['id', 'severity'];
  for (const part of TEXT_PARTS) {
    const key = rule[part];
    if (typeof key !== 'string' || (part === 'confirm' && severity !== 'confirm')) continue;
    labels[part] = t(PART_LABELS[part], { key });
    const partProperties: Record<string, JSONSchema7> = {};
    const partUi: Record<string, unknown> = {};
    const texts: Texts = {};
    addTextFields({ labels, errors }, partProperties, partUi, texts, key, `${root}.${part}`, locales, t);
    properties[part] = { type: 'object', title: part, properties: partProperties };
    ui[part] = partUi;
    data[part] = texts;
    order.push(part);
  }

  const chosen = Array.isArray(rule.questions) ? rule.questions.filter((q): q is string => typeof q === 'string') : [];
  const known = new Set(questions.map((q) => q.slug));
  labels.questions = t('ruleQuestions');
  const choices: JSONSchema7[] = questions.map((question) => {
    labels[`question.${question.slug}`] = `${question.slug} · ${short(question.title)}`;
    return { const: question.slug, title: `question.${question.slug}` };
  });
  chosen
    .filter((slug) => !known.has(slug))
    .forEach((slug, position) => {
      labels[`question.unknown.${position}`] = t('ruleQuestionUnknown', { slug });
      choices.push({ const: slug, title: `question.unknown.${position}` });
    });
  properties.questions = {
    type: 'array',
    title: 'questions',
    uniqueItems: true,
    items: { type: 'string', oneOf: choices },
  };
  ui.questions = {
    'ui:widget': 'checkboxes',
    'ui:options': { inline: true },
    'ui:classNames': 'studio-rule-questions',
  };
  data.questions = chosen;
  if (chosen.length === 0) errors[`${root}.questions`] = t('ruleQuestionsNone');
  order.push('questions');

  labels.reference = t('ruleReference');
  properties.reference = { type: 'string', title: 'reference' };
  // A long label (with its example), which would be cut short inside the field on a narrow screen: above it, wrapping.
  ui.reference = { 'ui:options': { labelAbove: true } };
  if (typeof rule.reference === 'string' && rule.reference !== '') data.reference = rule.reference;
  else errors[`${root}.reference`] = t('ruleReferenceMissing');
  order.push('reference');

  labels.remove = t('ruleRemove', { id: id || index + 1 });
  properties.remove = { type: 'boolean', title: 'remove' };
  ui.remove = { 'ui:widget': 'studioButton', 'ui:options': { text: labels.remove, danger: true } };
  order.push('remove');
  ui['ui:order'] = order;

  const definition: Definition = {
    id: `studio-${root}`,
    version: '0',
    kind: 'step',
    title: '',
    schema: { type: 'object', properties: { [root]: { type: 'object', properties } } },
    uiSchema: { [root]: { ...ui, 'ui:title': '' } },
  };
  return { root, definition, labels, data: { [root]: data }, errors };
}
