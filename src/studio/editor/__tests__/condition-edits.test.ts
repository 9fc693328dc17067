// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseQuestionnaire } from '../../../definition/analysis/analyse-questionnaire';
import { type JsonObject } from '../../../definition/json-object';
import { questionsOf } from '../../../definition/questions/section-questions';
import {
  conditionStateOf,
  controllersOf,
  defaultCondition,
  setCondition,
  withAnswer,
  withController,
} from '../condition-edits';

const root = join(__dirname, '../../../..');
const read = (name: string) =>
  JSON.parse(readFileSync(join(root, 'schemas/questionnaire', name), 'utf8')) as JsonObject;
const state = (definition: JsonObject, slug: string) => {
  const question = questionsOf(definition).find((q) => q.slug === slug);
  if (!question) throw new Error(`no question ${slug}`);
  return conditionStateOf(question);
};
const schemaOf = (definition: JsonObject) => definition.schema as JsonObject;
const choice = (...values: string[]) => ({
  type: 'string',
  oneOf: values.map((v) => ({ const: v, title: `t.${v}`, points: 0 })),
});
const list = (...values: string[]) => ({
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', oneOf: values.map((v) => ({ const: v, title: `t.${v}`, points: 0 })) },
});
const section = (schema: JsonObject): JsonObject => ({ id: 'x', schema });

describe('reading a condition', () => {
  it('reads the real sections: always, one field with const / enum / contains, and the rest as custom', () => {
    const e = read('e-sustainability.json');
    expect(state(e, 'e1')).toEqual({ kind: 'always' });
    expect(state(e, 'e2')).toEqual({
      kind: 'when',
      field: 'e1',
      values: ['yes'],
      contains: false,
      ifPointer: '/schema/allOf/0/if',
    });
    expect(state(e, 'e3_sfdr')).toEqual({
      kind: 'when',
      field: 'e2',
      values: ['sfdr'],
      contains: true,
      ifPointer: '/schema/allOf/2/if',
    });
    expect(state(read('d-finances.json'), 'd2_activity')).toMatchObject({
      kind: 'when',
      field: 'd2',
      values: ['2000_5000', 'over_5000'],
      contains: false,
    });

    const custom = (schema: JsonObject, slug: string) =>
      expect(state(section(schema), slug)).toEqual({ kind: 'custom' });
    const q = choice('a', 'b');
    // A shape fieldTestsOf cannot read, two fields, a second required field, an else branch, nested branches.
    custom(
      { properties: { q }, if: { properties: { q: { not: { const: 'a' } } } }, then: { properties: { x: q } } },
      'x',
    );
    custom(
      {
        properties: { q, r: q },
        if: { properties: { q: { const: 'a' }, r: { const: 'b' } } },
        then: { properties: { x: q } },
      },
      'x',
    );
    custom(
      {
        properties: { q, r: q },
        if: { properties: { q: { const: 'a' } }, required: ['q', 'r'] },
        then: { properties: { x: q } },
      },
      'x',
    );
    custom({ properties: { q }, if: { properties: { q: { const: 'a' } } }, else: { properties: { x: q } } }, 'x');
    custom(
      {
        properties: { q },
        if: { properties: { q: { const: 'a' } } },
        then: { if: { properties: { q: { const: 'b' } } }, then: { properties: { x: q } } },
      },
      'x',
    );
  });

  it('offers the choice questions declared before the question as controllers, the nearest one first by default', () => {
    const d = read('d-finances.json');
    const questions = questionsOf(d);
    expect(controllersOf(questions, 'd2_activity').map((q) => q.slug)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(controllersOf(questions, 'd1')).toEqual([]);
    expect(defaultCondition(questions, 'd3')).toEqual({ field: 'd2', values: ['up_to_2000'], contains: false });
    expect(defaultCondition(questions, 'd1')).toBeUndefined();
    const e = questionsOf(read('e-sustainability.json'));
    expect(defaultCondition(e, 'e3_taxonomy')).toEqual({ field: 'e2', values: ['taxonomy'], contains: true });
  });

  it('keeps the answers in the controlling question’s order and those the new controller shares', () => {
    const e = questionsOf(read('e-sustainability.json'));
    const e2 = e.find((q) => q.slug === 'e2');
    const e1 = e.find((q) => q.slug === 'e1');
    if (!e2 || !e1) throw new Error('no e1/e2');
    const condition = { field: 'e2', values: ['pai'], contains: true };
    expect(withAnswer(condition, 'taxonomy', true, e2).values).toEqual(['taxonomy', 'pai']);
    expect(withAnswer({ ...condition, values: ['ghost', 'pai'] }, 'sfdr', true, e2).values).toEqual([
      'sfdr',
      'pai',
      'ghost',
    ]);
    expect(withAnswer(condition, 'pai', false, e2).values).toEqual([]);
    expect(withController(condition, e1)).toEqual({ field: 'e1', values: ['yes'], contains: false });
    expect(withController({ field: 'x', values: ['no', 'maybe'], contains: false }, e1)).toEqual({
      field: 'e1',
      values: ['no'],
      contains: false,
    });
  });
});

describe('rewriting a condition in place', () => {
  it('writes const for one answer and enum for several, keeping the if’s required', () => {
    const e = read('e-sustainability.json');
    setCondition(e, 'e2', { field: 'e1', values: ['yes', 'no'], contains: false });
    expect(schemaOf(e).allOf).toHaveLength(4);
    expect((schemaOf(e).allOf as JsonObject[])[0]?.if).toEqual({
      properties: { e1: { enum: ['yes', 'no'] } },
      required: ['e1'],
    });
    setCondition(e, 'e2', { field: 'e1', values: ['no'], contains: false });
    expect((schemaOf(e).allOf as JsonObject[])[0]?.if).toEqual({
      properties: { e1: { const: 'no' } },
      required: ['e1'],
    });
    expect(state(e, 'e2')).toMatchObject({ kind: 'when', field: 'e1', values: ['no'] });
  });

  it('writes contains.const / contains.enum for a multiple choice controller, whatever the form asked', () => {
    const e = read('e-sustainability.json');
    setCondition(e, 'e3_pai', { field: 'e2', values: ['sfdr', 'pai'], contains: false });
    expect((schemaOf(e).allOf as JsonObject[])[3]?.if).toEqual({
      properties: { e2: { contains: { enum: ['sfdr', 'pai'] } } },
      required: ['e2'],
    });
    // Another controller: the if's required follows the field.
    setCondition(e, 'e3_pai', { field: 'e1', values: ['yes'], contains: true });
    expect((schemaOf(e).allOf as JsonObject[])[3]?.if).toEqual({
      properties: { e1: { const: 'yes' } },
      required: ['e1'],
    });
  });

  it('keeps the schema’s own answer values (a number stays a number) and the test’s other keywords', () => {
    const definition = section({
      properties: {
        n: {
          type: 'integer',
          oneOf: [
            { const: 1, title: 't.1' },
            { const: 2, title: 't.2' },
          ],
        },
      },
      if: { properties: { n: { $comment: 'why', const: 1 } }, required: ['n'] },
      then: { properties: { x: choice('a') } },
    });
    setCondition(definition, 'x', { field: 'n', values: ['1', '2'], contains: false });
    expect(schemaOf(definition).if).toEqual({ properties: { n: { $comment: 'why', enum: [1, 2] } }, required: ['n'] });
  });

  it('leaves an empty answer list for lint and the analysis to refuse (the question can never be shown)', () => {
    const e = read('e-sustainability.json');
    setCondition(e, 'e2', { field: 'e1', values: [], contains: false });
    expect((schemaOf(e).allOf as JsonObject[])[0]?.if).toEqual({ properties: { e1: { enum: [] } }, required: ['e1'] });
    const analysis = analyseQuestionnaire([{ file: 'e.json', definition: e }]);
    expect(analysis.neverShown['e.json']).toContain('e2');
  });
});

describe('moving a question between always and conditional', () => {
  it('moves an always shown question with its required entry into a new allOf item, and back to the root', () => {
    const e = read('e-sustainability.json');
    const original = structuredClone(e);
    setCondition(e, 'e1', undefined); // already always: nothing to do
    expect(e).toEqual(original);

    const d = read('d-finances.json');
    const d3 = structuredClone(schemaOf(d).properties as JsonObject).d3;
    setCondition(d, 'd3', { field: 'd2', values: ['over_5000'], contains: false });
    const schema = schemaOf(d);
    expect(Object.keys(schema.properties as JsonObject)).toEqual(['d1', 'd2', 'd4', 'd5']);
    expect(schema.required).not.toContain('d3');
    expect(schema.allOf).toEqual([
      {
        if: { properties: { d2: { const: 'over_5000' } }, required: ['d2'] },
        then: { properties: { d3 }, required: ['d3'] },
      },
    ]);
    expect(state(d, 'd3')).toMatchObject({ kind: 'when', field: 'd2', values: ['over_5000'] });
    // The root's own if/then (d2_activity) is untouched.
    expect(schema.then).toEqual(read('d-finances.json').schema && (read('d-finances.json').schema as JsonObject).then);

    setCondition(d, 'd3', undefined);
    expect(schemaOf(d).allOf).toBeUndefined();
    expect((schemaOf(d).properties as JsonObject).d3).toEqual(d3);
    // Back in the root's required list where it was (the uiSchema's order decides the place).
    expect(schemaOf(d).required).toEqual((read('d-finances.json').schema as JsonObject).required);
  });

  it('moving the only question out of a branch removes the branch; a root if/then loses its if too', () => {
    const e = read('e-sustainability.json');
    setCondition(e, 'e2', undefined);
    const schema = schemaOf(e);
    expect(Object.keys(schema.properties as JsonObject)).toEqual(['e1', 'e2']);
    expect(schema.required).toEqual(['e1']); // e2 was optional, and stays so
    expect(schema.allOf).toHaveLength(3);
    expect(questionsOf(e).map((q) => q.slug)).toEqual(['e1', 'e2', 'e3_taxonomy', 'e3_sfdr', 'e3_pai']);

    const d = read('d-finances.json');
    setCondition(d, 'd2_activity', undefined);
    const root = schemaOf(d);
    expect(root.if).toBeUndefined();
    expect(root.then).toBeUndefined();
    expect(root.required).toContain('d2_activity');
    expect(state(d, 'd2_activity')).toEqual({ kind: 'always' });
  });

  it('moves only the edited question out of a shared branch, into a new branch right after it', () => {
    const shared = () =>
      section({
        required: ['q'],
        properties: { q: choice('a', 'b'), l: list('x', 'y') },
        allOf: [
          {
            if: { properties: { q: { const: 'a' } }, required: ['q'] },
            then: { properties: { r: choice('1'), s: choice('2') }, required: ['r', 's'] },
          },
          {
            if: { properties: { l: { contains: { const: 'x' } } }, required: ['l'] },
            then: { properties: { t: choice('3') } },
          },
        ],
      });
    const definition = shared();
    setCondition(definition, 's', { field: 'q', values: ['b'], contains: false });
    const allOf = schemaOf(definition).allOf as JsonObject[];
    expect(allOf).toHaveLength(3);
    expect(allOf[0]).toEqual({
      if: { properties: { q: { const: 'a' } }, required: ['q'] },
      then: { properties: { r: choice('1') }, required: ['r'] },
    });
    expect(allOf[1]).toEqual({
      if: { properties: { q: { const: 'b' } }, required: ['q'] },
      then: { properties: { s: choice('2') }, required: ['s'] },
    });
    expect(questionsOf(definition).map((q) => q.slug)).toEqual(['q', 'l', 'r', 's', 't']);
    expect(state(definition, 'r')).toMatchObject({ field: 'q', values: ['a'] });

    // Always: only s goes to the root; r's branch stays.
    const back = shared();
    setCondition(back, 's', undefined);
    expect(Object.keys(schemaOf(back).properties as JsonObject)).toEqual(['q', 'l', 's']);
    expect(schemaOf(back).required).toEqual(['q', 's']);
    expect((schemaOf(back).allOf as JsonObject[])[0]?.then).toEqual({
      properties: { r: choice('1') },
      required: ['r'],
    });

    // A question alone in its branch of an if with an else: the else keeps its condition, the question moves.
    const withElse = section({
      properties: { q: choice('a', 'b') },
      if: { properties: { q: { const: 'a' } }, required: ['q'] },
      then: { properties: { r: choice('1') } },
      else: { properties: { s: choice('2') } },
    });
    setCondition(withElse, 'r', { field: 'q', values: ['b'], contains: false });
    expect(schemaOf(withElse)).toMatchObject({
      if: { properties: { q: { const: 'a' } } },
      else: { properties: { s: choice('2') } },
      allOf: [{ if: { properties: { q: { const: 'b' } } }, then: { properties: { r: choice('1') } } }],
    });
    expect(schemaOf(withElse).then).toBeUndefined();
  });

  it('does not touch a custom condition', () => {
    const definition = section({
      properties: { q: choice('a') },
      if: { properties: { q: { not: { const: 'a' } } } },
      then: { properties: { x: choice('b') } },
    });
    const before = structuredClone(definition);
    setCondition(definition, 'x', undefined);
    setCondition(definition, 'x', { field: 'q', values: ['a'], contains: false });
    expect(definition).toEqual(before);
  });

  it('keeps the real sections valid for the analysis after a round trip', () => {
    for (const name of ['d-finances.json', 'e-sustainability.json']) {
      const definition = read(name);
      for (const question of questionsOf(read(name))) {
        const was = conditionStateOf(question);
        if (was.kind !== 'when') continue;
        setCondition(definition, question.slug, undefined);
        setCondition(definition, question.slug, { field: was.field, values: was.values, contains: was.contains });
      }
      const analysis = analyseQuestionnaire([{ file: name, definition }]);
      expect(analysis.findings.filter((f) => f.severity === 'error')).toEqual([]);
      const summary = (d: JsonObject) =>
        questionsOf(d)
          .map((q) => [q.slug, q.required, conditionStateOf(q)])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(
        summary(definition).map(([slug, required, s]) => [slug, required, { ...(s as object), ifPointer: undefined }]),
      ).toEqual(
        summary(read(name)).map(([slug, required, s]) => [slug, required, { ...(s as object), ifPointer: undefined }]),
      );
      // Each question stays declared after the question it depends on.
      const questions = questionsOf(definition);
      for (const question of questions) {
        const s = conditionStateOf(question);
        if (s.kind === 'when') expect(controllersOf(questions, question.slug).map((q) => q.slug)).toContain(s.field);
      }
    }
  });
});
