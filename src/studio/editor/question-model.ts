/**
 * A question of a questionnaire section as a form of the engine's own: a definition (JSON Schema and UI schema)
 * made from the question, the texts of that form (the studio's words, in the studio's language), the form's data
 * (the question's texts, required, condition and answers) and the problems to show at its fields. The studio
 * renders it with the app's DefinitionForm; question-edits.ts turns the form's changes back into edits.
 */
import type { TFunction } from 'i18next';
import type { JSONSchema7 } from 'json-schema';
import type { Definition } from '../../engine';
import type { Question } from '../../definition/questions/section-questions';
import { textOf } from '../state/locale-texts';
import { conditionStateOf, controllersOf, defaultCondition } from './condition-edits';
import { addTextFields, STUDIO_LANGUAGES, textProperty, type Texts } from './text-model';

export interface AnswerData extends Texts {
  value?: string;
  points?: number;
  freeText?: boolean;
  /** Pressed: the answer's remove button. */
  remove?: boolean;
}

export interface ConditionData {
  shown?: 'always' | 'when';
  field?: string;
  answers?: string[];
}

/** `a0`, `a1`, …: the answers in their order (properties rather than an array: each has its own labels). */
export interface QuestionData extends Texts {
  required?: boolean;
  condition?: ConditionData;
  /** Pressed: the add-an-answer button. */
  add?: boolean;
  /** Pressed: the remove-the-question button. */
  removeQuestion?: boolean;
  [answer: `a${number}`]: AnswerData | undefined;
}

export interface QuestionModel {
  /** The form's root property (field ids are unique on the page: `field__question_b1__a0__points`). */
  root: string;
  definition: Definition;
  /** The form's texts by key (keys are flat: `a0.points`). */
  labels: Record<string, string>;
  data: Record<string, QuestionData>;
  /** Problems shown at fields, by data path (`question_b1.a0.text_en`), whatever has been touched. */
  errors: Record<string, string>;
}

export const answerProperty = (index: number): `a${number}` => `a${index}`;
export const rootOf = (slug: string) => `question_${slug}`;

const POINTS_MIN = -10;
const POINTS_MAX = 12;
const pointsBad = (points: number | undefined) =>
  points !== undefined && (points < POINTS_MIN || points > POINTS_MAX || !Number.isInteger(points));

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The question as the engine's definition, with its texts, data and problems. */
export function questionModel(
  question: Question,
  questions: readonly Question[],
  locales: Readonly<Record<string, unknown>>,
  t: TFunction,
  studioLanguage: string,
): QuestionModel {
  const { slug } = question;
  const root = rootOf(slug);
  const labels: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const parts = { labels, errors };
  const properties: Record<string, JSONSchema7> = {};
  const ui: Record<string, unknown> = { 'ui:order': [] };
  const data: QuestionData = {};
  const ownText = (key: string | undefined) => (key ? textOf(locales, studioLanguage, key) : undefined);
  const order: string[] = [];

  if (question.title) {
    addTextFields(parts, properties, ui, data, question.title, root, locales, t);
    order.push(...STUDIO_LANGUAGES.map(textProperty));
  }

  labels.required = t(question.required ? 'requiredYes' : 'requiredNo');
  properties.required = { type: 'boolean', title: 'required' };
  data.required = question.required;
  order.push('required');

  const state = conditionStateOf(question);
  if (state.kind !== 'custom') {
    const when = state.kind === 'when' ? state : undefined;
    const fallback = defaultCondition(questions, slug);
    const controllers = controllersOf(questions, slug);
    labels.condition = t('conditionOf', { slug });
    labels['condition.shown'] = t('conditionShown');
    labels['condition.always'] = t('conditionAlways');
    labels['condition.when'] = t('conditionWhen');
    const conditionProperties: Record<string, JSONSchema7> = {
      shown: {
        type: 'string',
        title: 'condition.shown',
        oneOf: [
          { const: 'always', title: 'condition.always' },
          { const: 'when', title: 'condition.when' },
        ],
      },
    };
    const conditionUi: Record<string, unknown> = {
      'ui:classNames': 'studio-condition',
      shown: {
        'ui:widget': 'radio',
        'ui:options': { inline: true },
        ...(!when && !fallback ? { 'ui:enumDisabled': ['when'], 'ui:help': 'condition.none' } : {}),
      },
    };
    if (!when && !fallback) labels['condition.none'] = t('conditionNoController');
    const condition: ConditionData = { shown: when ? 'when' : 'always' };
    if (when) {
      const eligible = controllers.some((c) => c.slug === when.field);
      const controller = questions.find((q) => q.slug === when.field);
      const fieldChoices: JSONSchema7[] = controllers.map((c, index) => {
        labels[`condition.field.${index}`] = `${c.slug}: ${short(ownText(c.title) ?? '')}`;
        return { const: c.slug, title: `condition.field.${index}` };
      });
      if (!eligible) {
        labels['condition.field.other'] = t('notAController', { field: when.field, slug });
        fieldChoices.unshift({ const: when.field, title: 'condition.field.other' });
        errors[`${root}.condition.field`] = labels['condition.field.other'];
      }
      labels['condition.field'] = t('controllingQuestion');
      conditionProperties.field = { type: 'string', title: 'condition.field', oneOf: fieldChoices };
      conditionUi.field = { 'ui:widget': 'nativeSelect' };
      const values = when.values.map(String);
      const answerChoices: JSONSchema7[] = [
        ...(controller?.options ?? []).map((o, index) => {
          labels[`condition.answer.${index}`] = `${ownText(o.title) ?? o.value} (${o.value})`;
          return { const: o.value, title: `condition.answer.${index}` };
        }),
        ...values
          .filter((value) => !controller?.options.some((o) => o.value === value))
          .map((value, index) => {
            labels[`condition.unknown.${index}`] = t('notAnAnswer', { value, field: when.field });
            return { const: value, title: `condition.unknown.${index}` };
          }),
      ];
      const several = values.length > 1;
      labels['condition.answers'] =
        `${when.field} ${t(when.contains ? (several ? 'opIncludesOneOf' : 'opIncludes') : several ? 'opIsOneOf' : 'opIs')}`;
      conditionProperties.answers = {
        type: 'array',
        title: 'condition.answers',
        uniqueItems: true,
        items: { type: 'string', oneOf: answerChoices },
      };
      conditionUi.answers = { 'ui:widget': 'checkboxes' };
      condition.field = when.field;
      condition.answers = values;
      if (values.length === 0) errors[`${root}.condition.answers`] = t('noAnswerTicked', { slug });
    }
    properties.condition = { type: 'object', title: 'condition', properties: conditionProperties };
    ui.condition = conditionUi;
    data.condition = condition;
    order.push('condition');
  }

  question.options.forEach((option, index) => {
    const name = answerProperty(index);
    const path = `${root}.${name}`;
    const subject = t('subjectAnswer', { value: option.value, slug });
    labels[name] = t('answerTitle', { n: index + 1, value: option.value });
    labels[`${name}.freeText`] = option.freeText ? t('freeTextField', { field: option.freeText }) : t('freeText');
    labels[`${name}.remove`] = t('removeOf', { subject });
    labels.value = t('value');
    labels.points = t('points');
    const answerProperties: Record<string, JSONSchema7> = {
      value: { type: 'string', title: 'value' },
      points: { type: 'number', title: 'points' },
      freeText: { type: 'boolean', title: `${name}.freeText` },
      remove: { type: 'boolean', title: `${name}.remove` },
    };
    const answerUi: Record<string, unknown> = {
      'ui:classNames': 'studio-answer',
      'ui:order': ['value', 'points', 'freeText', 'remove', '*'],
      value: { 'ui:classNames': 'studio-value' },
      points: { 'ui:classNames': 'studio-points', 'ui:options': { inputType: 'number' } },
      freeText: { 'ui:classNames': 'studio-free-text' },
      remove: {
        'ui:widget': 'studioButton',
        'ui:options': { text: t('remove'), danger: true },
        'ui:classNames': 'studio-remove',
      },
    };
    const answer: AnswerData = { freeText: option.freeText !== undefined };
    if (option.value !== '') answer.value = option.value;
    if (option.points !== undefined) answer.points = option.points;
    if (pointsBad(option.points)) errors[`${path}.points`] = t('pointsRange');
    if (option.title) addTextFields(parts, answerProperties, answerUi, answer, option.title, path, locales, t);
    properties[name] = { type: 'object', title: name, properties: answerProperties };
    ui[name] = answerUi;
    data[name] = answer;
    order.push(name);
  });

  if (question.options.length > 0) {
    labels.add = t('addAnswer', { slug });
    properties.add = { type: 'boolean', title: 'add' };
    ui.add = { 'ui:widget': 'studioButton', 'ui:options': { text: labels.add }, 'ui:classNames': 'studio-add' };
    order.push('add');
  }
  labels.removeQuestion = t('removeQuestionOf', { slug });
  properties.removeQuestion = { type: 'boolean', title: 'removeQuestion' };
  ui.removeQuestion = {
    'ui:widget': 'studioButton',
    'ui:options': { text: labels.removeQuestion, danger: true },
    'ui:classNames': 'studio-add',
  };
  order.push('removeQuestion');
  ui['ui:order'] = order;

  const definition: Definition = {
    id: `studio-${root}`,
    version: '0',
    kind: 'step',
    title: '',
    schema: { type: 'object', properties: { [root]: { type: 'object', properties } } },
    // No heading for the wrapper (RJSF would print its name): the card has the question's own.
    uiSchema: { [root]: { ...ui, 'ui:title': '' } },
  };
  return { root, definition, labels, data: { [root]: data }, errors };
}
