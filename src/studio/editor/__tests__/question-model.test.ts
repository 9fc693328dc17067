// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonObject } from '../../../definition/json-object';
import { questionsOf } from '../../../definition/questions/section-questions';
import { valueAt } from '../../../definition/json-pointer';
import { conditionChange, type QuestionEdit, questionEdits } from '../question-edits';
import { addQuestion, nextSlug } from '../question-list-edits';
import { type QuestionData, questionModel } from '../question-model';
import { textOf } from '../../state/locale-texts';
import { createStudioI18n } from '../../studio-i18n';

// The question form's definition, data and problems made from a real section, and its changes turned back into edits.
const root = join(__dirname, '../../../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as JsonObject;
const section = () => read('schemas/questionnaire/e-sustainability.json');
const locales = () =>
  Object.fromEntries(
    ['sk', 'en', 'bg'].map((lang) => [
      `locales/${lang}/questionnaire.json`,
      read(`locales/${lang}/questionnaire.json`),
    ]),
  );
const t = createStudioI18n('en').t;

function modelOf(definition: JsonObject, slug: string, texts = locales()) {
  const questions = questionsOf(definition);
  const question = questions.find((q) => q.slug === slug);
  if (!question) throw new Error(`no question ${slug}`);
  return { question, questions, model: questionModel(question, questions, texts, t, 'en') };
}

/** The edits for one change of the form's data, and the definition after the object edits. */
function change(definition: JsonObject, slug: string, edit: (data: QuestionData) => void) {
  const { question, questions, model } = modelOf(definition, slug);
  const before = model.data[model.root] ?? {};
  const after = structuredClone(before);
  edit(after);
  const edits = questionEdits(question, questions, before, after);
  const next = structuredClone(definition);
  for (const item of edits) {
    if (item.kind === 'object') item.change(next);
    if (item.kind === 'condition') conditionChange(slug, item.condition)(next);
  }
  return { edits, next };
}

const origins = (edits: readonly QuestionEdit[]) => edits.map((e) => e.origin);

describe('a question as the engine’s form', () => {
  it('holds the question’s texts in three languages, required, the condition and each answer with value, points and free text', () => {
    const { model } = modelOf(section(), 'e2');
    const data = model.data.question_e2;
    expect(data?.text_en).toBe(textOf(locales(), 'en', 'questionnaire.e.e2.title'));
    expect(data?.text_bg).toBe(textOf(locales(), 'bg', 'questionnaire.e.e2.title'));
    expect(data?.condition).toEqual({ shown: 'when', field: 'e1', answers: ['yes'] });
    expect(data?.a1).toMatchObject({ value: 'sfdr', points: 0, freeText: false });
    expect(model.labels.a1).toBe('Answer 2: sfdr');
    expect(model.labels['condition.answers']).toBe('e1 is');
    expect(model.labels['condition.answer.0']).toBe('Yes (yes)');
    expect(model.errors).toEqual({});
  });

  it('offers no condition controls for a custom condition, and disables "only when" where no earlier choice exists', () => {
    const custom = section();
    const schema = custom.schema as JsonObject;
    schema.if = { properties: { e1: { not: { const: 'no' } } } };
    schema.then = {
      properties: { x: { type: 'string', oneOf: [{ const: 'a', title: 'questionnaire.e.x.answers.a' }] } },
    };
    expect(modelOf(custom, 'x').model.data.question_x?.condition).toBeUndefined();
    const first = modelOf(section(), 'e1').model;
    expect(first.data.question_e1?.condition).toEqual({ shown: 'always' });
    expect((first.definition.uiSchema?.question_e1 as JsonObject).condition).toMatchObject({
      shown: { 'ui:enumDisabled': ['when'] },
    });
  });

  it('shows a missing text, points out of range and a condition with no answer at their fields', () => {
    const definition = section();
    const option = valueAt(definition, '/schema/allOf/0/then/properties/e2/items/oneOf/0') as JsonObject;
    option.points = 20;
    const texts = locales();
    ((texts['locales/en/questionnaire.json'] as JsonObject).e as JsonObject).e2 = {
      ...(((texts['locales/en/questionnaire.json'] as JsonObject).e as JsonObject).e2 as JsonObject),
      title: '',
    };
    const ifNode = valueAt(definition, '/schema/allOf/0/if/properties/e1') as JsonObject;
    ifNode.enum = [];
    delete ifNode.const;
    const { model } = modelOf(definition, 'e2', texts);
    expect(model.errors).toEqual({
      'question_e2.text_en': 'Missing English text (questionnaire.e.e2.title)',
      'question_e2.a0.points': 'Whole numbers from -10 to 12',
      'question_e2.condition.answers': 'No answer ticked: e2 can never be shown.',
    });
  });
});

describe('a change of the form as edits', () => {
  it('points, a value and free text change the answer in the definition, each its own undo step', () => {
    const { edits, next } = change(section(), 'e2', (data) => {
      data.a1 = { ...data.a1, points: 3 };
    });
    expect(origins(edits)).toEqual(['points:/schema/allOf/0/then/properties/e2/items/oneOf/1']);
    expect(valueAt(next, '/schema/allOf/0/then/properties/e2/items/oneOf/1')).toMatchObject({
      const: 'sfdr',
      points: 3,
    });
    const renamed = change(section(), 'e2', (data) => {
      data.a2 = { ...data.a2, value: 'adverse', freeText: true };
    }).next;
    expect(valueAt(renamed, '/schema/allOf/0/then/properties/e2/items/oneOf/2')).toMatchObject({
      const: 'adverse',
      freeText: 'e2_text',
    });
  });

  it('a text becomes a text edit of its key and language', () => {
    const { edits } = change(section(), 'e1', (data) => {
      data.a0 = { ...data.a0, text_bg: 'Да, разбира се' };
    });
    expect(edits).toEqual([
      {
        kind: 'text',
        origin: 'text:bg:questionnaire.e.e1.answers.yes',
        language: 'bg',
        key: 'questionnaire.e.e1.answers.yes',
        value: 'Да, разбира се',
      },
    ]);
  });

  it('remove and add change the answer list; required moves in the branch’s list', () => {
    const removed = change(section(), 'e2', (data) => {
      data.a0 = { ...data.a0, remove: true };
    }).next;
    expect(
      (valueAt(removed, '/schema/allOf/0/then/properties/e2/items/oneOf') as JsonObject[]).map((o) => o.const),
    ).toEqual(['sfdr', 'pai']);
    const added = change(section(), 'e2', (data) => {
      data.add = true;
    }).next;
    expect((valueAt(added, '/schema/allOf/0/then/properties/e2/items/oneOf') as JsonObject[]).at(-1)).toEqual({
      const: 'answer_4',
      title: 'questionnaire.e.e2.answers.answer_4',
      points: 0,
    });
    const optional = change(section(), 'e1', (data) => {
      data.required = false;
    }).next;
    expect((optional.schema as JsonObject).required).toBeUndefined();
  });

  it('the condition: always shown moves the question to the root, an answer ticked joins the condition', () => {
    const always = change(section(), 'e2', (data) => {
      data.condition = { shown: 'always' };
    });
    expect(origins(always.edits)).toEqual(['condition-always:e2']);
    expect(questionsOf(always.next).find((q) => q.slug === 'e2')?.guards).toEqual([]);
    const both = change(section(), 'e2', (data) => {
      data.condition = { ...data.condition, answers: ['yes', 'no'] };
    });
    expect(origins(both.edits)).toEqual(['condition-answer:e2:no']);
    expect(valueAt(both.next, '/schema/allOf/0/if/properties/e1')).toEqual({ enum: ['yes', 'no'] });
  });
});

describe('adding and removing questions', () => {
  it('adds an optional, always shown question with the next slug, two answers worth nothing and keys like the others', () => {
    const definition = read('schemas/questionnaire/b-goals.json');
    expect(nextSlug(definition)).toBe('b5');
    expect(addQuestion(definition, 'multiple')).toBe('b5');
    const added = questionsOf(definition).find((q) => q.slug === 'b5');
    expect(added).toMatchObject({ title: 'questionnaire.b.b5.title', multiple: true, required: false, guards: [] });
    expect(added?.options).toEqual([
      {
        value: 'answer_1',
        title: 'questionnaire.b.b5.answers.answer_1',
        points: 0,
        pointer: '/schema/properties/b5/items/oneOf/0',
      },
      {
        value: 'answer_2',
        title: 'questionnaire.b.b5.answers.answer_2',
        points: 0,
        pointer: '/schema/properties/b5/items/oneOf/1',
      },
    ]);
    expect(definition.uiSchema).toMatchObject({
      'ui:order': ['b1', 'b2', 'b3', 'b4', 'b5', '*'],
      b5: { 'ui:widget': 'checkboxes' },
    });
    // Its texts are missing until written: shown at its fields.
    expect(modelOf(definition, 'b5').model.errors['question_b5.text_en']).toBe(
      'Missing English text (questionnaire.b.b5.title)',
    );
  });

  it('the remove button takes the question out with its required entry, its UI schema and the branch it leaves empty', () => {
    const { edits, next } = change(section(), 'e2', (data) => {
      data.removeQuestion = true;
    });
    expect(origins(edits)).toEqual(['remove-question:e2']);
    expect(questionsOf(next).map((q) => q.slug)).not.toContain('e2');
    const before = questionsOf(section()).map((q) => q.slug);
    expect(questionsOf(next).map((q) => q.slug)).toEqual(before.filter((slug) => slug !== 'e2'));
    const rooted = change(read('schemas/questionnaire/b-goals.json'), 'b2', (data) => {
      data.removeQuestion = true;
    }).next;
    expect((rooted.schema as JsonObject).required).toEqual(['b1', 'b3', 'b4']);
    expect((rooted.uiSchema as JsonObject)['ui:order']).toEqual(['b1', 'b3', 'b4', '*']);
    expect((rooted.uiSchema as JsonObject).b2).toBeUndefined();
  });
});
