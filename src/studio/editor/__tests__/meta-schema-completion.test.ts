// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonCursorAt, keysOfObjectAt } from '../json-cursor';
import { suggestionsAt } from '../meta-schema-completion';
import { markRange, pointerPlace } from '../pointer-place';
import { problemsAsDiagnostics } from '../problem-diagnostics';

const root = join(__dirname, '../../../..');
const metaSchema = JSON.parse(readFileSync(join(root, 'schemas/meta/definition.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;
const goals = readFileSync(join(root, 'schemas/questionnaire/b-goals.json'), 'utf8');

/** The text with `insert` typed right after `marker`, and the cursor after `insert` (or at its `|`). */
function typed(marker: string, insert: string): { text: string; pos: number } {
  const at = goals.indexOf(marker) + marker.length;
  expect(at).toBeGreaterThanOrEqual(marker.length);
  const cursor = insert.includes('|') ? insert.indexOf('|') : insert.length;
  const clean = insert.replace('|', '');
  return { text: goals.slice(0, at) + clean + goals.slice(at), pos: at + cursor };
}

function labelsAt(marker: string, insert: string): string[] {
  const { text, pos } = typed(marker, insert);
  const cursor = jsonCursorAt(text, pos);
  return cursor ? suggestionsAt(metaSchema, text, cursor).map((s) => s.label) : [];
}

describe('completion from the meta-schema', () => {
  it('inside an answer option: the option keys it does not have yet', () => {
    const labels = labelsAt('"title": "questionnaire.b.b1.answers.preserve"', ', "|"');
    expect(labels).toEqual(expect.arrayContaining(['freeText', 'description']));
    // `const`, `title` and `points` are there already (`points` after the cursor): not offered again.
    for (const present of ['const', 'title', 'points']) expect(labels).not.toContain(present);
    const { text, pos } = typed(
      '"points": -5 },',
      '\n          { "const": "x", "title": "questionnaire.b.b1.answers.x", "|" }',
    );
    expect(suggestionsAt(metaSchema, text, jsonCursorAt(text, pos)!).map((s) => s.label)).toEqual(
      expect.arrayContaining(['points', 'freeText']),
    );
  });

  it('in a new answer option, at the start of the file, in a question and in the UI schema', () => {
    expect(labelsAt('"points": -5 },', '\n          { "|" }')).toEqual(
      expect.arrayContaining(['const', 'title', 'points', 'freeText']),
    );
    expect(labelsAt('"id": "questionnaire-b",', '\n  "|",')).toEqual(
      expect.arrayContaining(['submit', 'next', 'faq', 'checks']),
    );
    expect(labelsAt('"title": "questionnaire.b.b1.title",', '\n        "|",')).toEqual(
      expect.arrayContaining(['description', 'enum', 'if', 'then', 'points']),
    );
    expect(labelsAt('"b1": { "ui:widget": "radio"', ', "ui:|"')).toEqual(
      expect.arrayContaining(['ui:help', 'ui:placeholder', 'ui:order']),
    );
  });

  it('offers the enum values of a value: a widget name, the kind, a type', () => {
    expect(labelsAt('"b1": { "ui:widget": ', '"|"')).toEqual(
      expect.arrayContaining(['radio', 'checkboxes', 'select', 'yesNo']),
    );
    const kind = goals.indexOf('"questionnaire-section"') + 1;
    const cursor = jsonCursorAt(goals, kind);
    expect(cursor && suggestionsAt(metaSchema, goals, cursor).map((s) => s.label)).toEqual([
      'step',
      'questionnaire-section',
      'consistency',
    ]);
    expect(labelsAt('"b2": {\n        "type": ', '"|"')).toContain('string');
  });

  it('knows where the cursor is: key or value, its path, the token, a missing comma', () => {
    const text = '{ "a": [1, { "b": "x", "c|" } ], "d": tr';
    const pos = text.indexOf('|');
    const clean = text.replace('|', '');
    expect(jsonCursorAt(clean, pos)).toMatchObject({
      path: [{ key: 'a' }, { index: 1 }],
      role: 'key',
      token: { text: '"c"' },
      needsComma: false,
    });
    expect(jsonCursorAt(clean, clean.length)).toMatchObject({
      path: [],
      role: 'value',
      segment: { key: 'd' },
      token: { text: 'tr' },
    });
    expect(jsonCursorAt('{ "a": 1 ', 9)).toMatchObject({ role: 'key', needsComma: true });
    expect(keysOfObjectAt('{ "a": { "x": 1 }, "b": [ "y" ], "c": 2 }', 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('a pointer’s place', () => {
  it('selects the value, marks from its key to the end of the key’s line', () => {
    const place = pointerPlace(goals, '/schema/properties/b1/oneOf/0');
    expect(place && goals.slice(place.from, place.to)).toBe(
      '{ "const": "preserve", "title": "questionnaire.b.b1.answers.preserve", "points": -5 }',
    );
    const points = pointerPlace(goals, '/schema/properties/b1/oneOf/0/points');
    expect(points && goals.slice(points.keyFrom, points.to)).toBe('"points": -5');
    const question = pointerPlace(goals, '/schema/properties/b2');
    expect(question && goals.slice(markRange(goals, question).from, markRange(goals, question).to)).toBe('"b2": {');
    // A pointer that is not there: its nearest parent.
    expect(pointerPlace(goals, '/schema/properties/b1/oneOf/0/freeText')?.pointer).toBe(
      '/schema/properties/b1/oneOf/0',
    );
  });

  it('turns the studio’s problems into diagnostics at their place', () => {
    const text = goals.replace('"points": -5', '"pointz": -5');
    const [diagnostic] = problemsAsDiagnostics(text, [
      { severity: 'error', pointer: '/schema/properties/b1/oneOf/0/pointz', message: 'unknown keyword "pointz"' },
    ]);
    expect(diagnostic && text.slice(diagnostic.from, diagnostic.to)).toBe('"pointz": -5');
    expect(diagnostic).toMatchObject({ severity: 'error', message: 'unknown keyword "pointz"' });
    expect(problemsAsDiagnostics('{ "a": ', [{ severity: 'error', pointer: '/a', message: 'x' }])).toEqual([]);
  });
});
