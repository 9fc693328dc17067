// @vitest-environment node
import { nextVersion, planSave } from '../save-plan';
import { initialState, studioReducer } from '../studio-state';

const definition =
  '{\n  "id": "q",\n  "version": "1.0.0",\n  "kind": "questionnaire-section",\n  "title": "qs.title",\n  "schema": {\n    "type": "object",\n    "properties": {\n      "q1": { "type": "string", "title": "qs.q1", "oneOf": [{ "const": "a", "title": "qs.a", "points": 1 }] }\n    }\n  }\n}\n';
const locale = '{\n  "title": "T",\n  "q1": "Q",\n  "a": "A"\n}\n';
const start = () =>
  initialState(
    { 'schemas/questionnaire/q.json': definition },
    { 'locales/bg/qs.json': locale, 'locales/en/qs.json': locale, 'locales/sk/qs.json': locale },
  );

describe('save plan and history', () => {
  it('raises the version: semver patch, two-part minor, a plain number', () => {
    expect([nextVersion('1.0.0'), nextVersion('1.3'), nextVersion('7'), nextVersion('2.9.9-rc.1')]).toEqual([
      '1.0.1',
      '1.4',
      '8',
      '2.9.10',
    ]);
  });

  it('writes the definition with the points changed and its version raised, in the file layout', () => {
    const state = studioReducer(start(), {
      type: 'editObject',
      path: 'schemas/questionnaire/q.json',
      origin: 'points',
      at: 1,
      change: (d) => {
        (
          (d.schema as { properties: { q1: { oneOf: { points: number }[] } } }).properties.q1.oneOf[0] as {
            points: number;
          }
        ).points = 4;
      },
    });
    const plan = planSave(state.saved, state.present, state.savedLocaleTexts);
    expect(plan.files.map((f) => f.path)).toEqual(['schemas/questionnaire/q.json']);
    expect(plan.files[0]?.text).toBe(definition.replace('"points": 1', '"points": 4').replace('1.0.0', '1.0.1'));
    expect(plan.versions).toEqual({ 'schemas/questionnaire/q.json': ['1.0.0', '1.0.1'] });
  });

  it('a changed text writes its locale file and raises the version of the definition that uses it', () => {
    const state = studioReducer(start(), {
      type: 'editText',
      language: 'bg',
      key: 'qs.a',
      value: 'Ново',
      origin: 't',
      at: 1,
    });
    const plan = planSave(state.saved, state.present, state.savedLocaleTexts);
    expect(plan.files.map((f) => f.path).sort()).toEqual(['locales/bg/qs.json', 'schemas/questionnaire/q.json']);
    expect(plan.files.find((f) => f.path === 'locales/bg/qs.json')?.text).toBe(locale.replace('"A"', '"Ново"'));
  });

  it('undoes and redoes; typing into one field within a second is one step', () => {
    let state = start();
    for (const [value, at] of [
      ['x', 0],
      ['xy', 300],
      ['xyz', 600],
    ] as const)
      state = studioReducer(state, { type: 'editText', language: 'en', key: 'qs.a', value, origin: 'field', at });
    state = studioReducer(state, {
      type: 'editText',
      language: 'en',
      key: 'qs.a',
      value: 'later',
      origin: 'field',
      at: 5000,
    });
    expect(state.past).toHaveLength(2);
    state = studioReducer(state, { type: 'undo' });
    expect((state.present.locales['locales/en/qs.json'] as { a: string }).a).toBe('xyz');
    state = studioReducer(state, { type: 'undo' });
    expect(state.present).toBe(state.saved);
    state = studioReducer(state, { type: 'redo' });
    expect((state.present.locales['locales/en/qs.json'] as { a: string }).a).toBe('xyz');
  });
});
