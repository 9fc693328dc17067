// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type JsonObject } from '../../../definition/json-object';
import { definitionDiff } from '../definition-diff';
import { setCondition } from '../../editor/condition-edits';
import { valueAt } from '../../../definition/json-pointer';
import { withText } from '../../state/locale-texts';

const root = join(__dirname, '../../../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as JsonObject;
const E_FILE = 'schemas/questionnaire/e-sustainability.json';
const locales: Record<string, unknown> = Object.fromEntries(
  ['sk', 'en', 'bg'].map((language) => [
    `locales/${language}/questionnaire.json`,
    readJson(`locales/${language}/questionnaire.json`),
  ]),
);

/** The saved e section, an edited copy, and the diff in one line per change. */
function diffOf(
  change: (definition: JsonObject) => void,
  editedLocales: Record<string, unknown> = locales,
  file = E_FILE,
) {
  const saved = readJson(file);
  const edited = structuredClone(saved);
  change(edited);
  return definitionDiff(saved, edited, locales, editedLocales);
}
const lines = (changes: ReturnType<typeof diffOf>) =>
  changes.map(
    (c) =>
      `${c.where}: ${c.what}${c.before !== undefined || c.after !== undefined ? ` ${c.before ?? '—'} → ${c.after ?? '—'}` : ''}`,
  );
const option = (definition: JsonObject, pointer: string) => valueAt(definition, pointer) as JsonObject;
const choice = (...values: string[]) => ({
  type: 'string',
  title: 'q.title',
  oneOf: values.map((v) => ({ const: v, title: `q.${v}`, points: 0 })),
});

describe('the diff against the saved version of a questionnaire section', () => {
  it('reads moving e2 from its branch to "always shown" as one condition change, nothing for the e3 questions', () => {
    const changes = diffOf((d) => setCondition(d, 'e2', undefined));
    expect(lines(changes)).toEqual(['question e2: condition e1 = yes → always shown']);
    expect(changes[0]?.pointer).toBe('/schema/properties/e2');
  });

  it('reads back to a branch, and a wider answer list, as condition changes in words', () => {
    expect(
      lines(diffOf((d) => setCondition(d, 'e2', { field: 'e1', values: ['yes', 'no'], contains: false }))),
    ).toEqual(['question e2: condition e1 = yes → e1 is one of yes, no']);
    expect(lines(diffOf((d) => setCondition(d, 'e3_sfdr', { field: 'e1', values: ['yes'], contains: false })))).toEqual(
      ['question e3_sfdr: condition e2 contains sfdr → e1 = yes'],
    );
    // The editor's empty list (no answer ticked) is said, not left blank.
    expect(lines(diffOf((d) => setCondition(d, 'e2', { field: 'e1', values: [], contains: false })))).toEqual([
      'question e2: condition e1 = yes → e1 is (no answer listed)',
    ]);
  });

  it('reads a question split out of a shared branch as its own condition change only', () => {
    const section = (): JsonObject => ({
      id: 'x',
      kind: 'questionnaire-section',
      schema: {
        type: 'object',
        properties: { q: choice('a', 'b') },
        allOf: [
          {
            if: { properties: { q: { const: 'a' } }, required: ['q'] },
            then: { properties: { x: choice('1'), y: choice('2') }, required: ['x', 'y'] },
          },
        ],
      },
    });
    const edited = section();
    setCondition(edited, 'x', { field: 'q', values: ['b'], contains: false });
    expect(((edited.schema as JsonObject).allOf as unknown[]).length).toBe(2);
    expect(lines(definitionDiff(section(), edited, {}, {}))).toEqual(['question x: condition q = a → q = b']);
  });

  it('reads a points change, an added answer, a renamed value and a free text per answer', () => {
    expect(lines(diffOf((d) => Object.assign(option(d, '/schema/properties/e1/oneOf/0'), { points: 3 })))).toEqual([
      'question e1, answer "yes": points 0 → 3',
    ]);
    expect(
      lines(
        diffOf((d) =>
          (valueAt(d, '/schema/allOf/0/then/properties/e2/items/oneOf') as unknown[]).push({
            const: 'other',
            title: 'questionnaire.e.e2.answers.other',
            points: 2,
          }),
        ),
      ),
    ).toEqual(['question e2, answer "other": answer added — → other, 2 points']);
    expect(lines(diffOf((d) => Object.assign(option(d, '/schema/properties/e1/oneOf/1'), { const: 'nope' })))).toEqual([
      'question e1, answer "nope": value renamed no → nope',
    ]);
    expect(
      lines(diffOf((d) => Object.assign(option(d, '/schema/properties/e1/oneOf/1'), { freeText: 'e1_text' }))),
    ).toEqual(['question e1, answer "no": free text off → on (field e1_text)']);
    expect(lines(diffOf((d) => (valueAt(d, '/schema/properties/e1/oneOf') as unknown[]).reverse()))).toEqual([
      'question e1: order of the answers yes, no → no, yes',
    ]);
  });

  it('reads a Bulgarian text change of a question and of an answer, in that language only', () => {
    const edited = withText(
      withText(locales, 'bg', 'questionnaire.e.e2.title', 'Нов въпрос?'),
      'bg',
      'questionnaire.e.e1.answers.no',
      'Не, благодаря',
    );
    const changes = diffOf(() => undefined, edited);
    expect(lines(changes)).toEqual([
      'question e1, answer "no": text (bg) Не → Не, благодаря',
      'question e2: text (bg) Какви видове устойчиви инвестиции предпочитате? Можете да изберете повече от един отговор. → Нов въпрос?',
    ]);
  });

  it('reads required <-> optional, and still reports a question truly added or removed', () => {
    expect(
      lines(diffOf((d) => Object.assign(valueAt(d, '/schema/allOf/1/then') as JsonObject, { required: [] }))),
    ).toEqual(['question e3_taxonomy: now optional (was required)']);
    const removed = diffOf(
      (d) => delete ((valueAt(d, '/schema/allOf/3/then') as JsonObject).properties as JsonObject).e3_pai,
    );
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ where: 'question e3_pai', what: 'question removed' });
    expect(removed[0]).not.toHaveProperty('after');
    expect(removed[0]?.before).toContain('shown only when e2 contains pai');
    const added = diffOf((d) => Object.assign((d.schema as JsonObject).properties as JsonObject, { e9: choice('a') }));
    expect(lines(added)).toEqual([
      'question e9: question added — → single choice; optional; always shown; answers: a (0 points)',
    ]);
  });

  it('reports what lies outside the questions by pointer, and a reshuffle with no meaning as such', () => {
    expect(lines(diffOf((d) => Object.assign(d, { version: '1.1.0' })))).toEqual(['/version: changed 1.0.0 → 1.1.0']);
    const shuffled = diffOf((d) =>
      Object.assign(valueAt(d, '/schema/allOf/0/if') as JsonObject, {
        required: ['e1'],
        properties: { e1: { const: 'yes' } },
      }),
    );
    expect(shuffled).toEqual([]);
    const reordered = diffOf(
      (d) => (d.schema as JsonObject).allOf && ((d.schema as JsonObject).allOf as unknown[]).reverse(),
    );
    expect(lines(reordered)).toEqual([
      'questions: arranged differently in the JSON (no question, answer, point or condition changed)',
    ]);
  });

  it('keeps the pointer diff of a step', () => {
    const file = 'schemas/steps/address-and-bank-account.json';
    const changes = diffOf(
      (d) => {
        const schema = d.schema as JsonObject;
        schema.required = (schema.required as string[]).filter((name) => name !== 'zip');
        Object.assign((schema.properties as JsonObject).street as JsonObject, { maxLength: 100 });
      },
      locales,
      file,
    );
    expect(lines(changes)).toEqual(['required questions: now optional: zip', 'question street: maxLength 200 → 100']);
  });
});
