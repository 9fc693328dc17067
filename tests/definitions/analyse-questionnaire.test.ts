// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseQuestionnaire, profilesReached } from '../../src/definition/analysis/analyse-questionnaire';
import { loadScoringTable } from '../../src/definition/node/data-folder';
import { profilesOfTotals } from '../../src/definition/scoring/scoring-table';

const root = join(__dirname, '../..');
const sections = readdirSync(join(root, 'schemas/questionnaire'))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    file: `schemas/questionnaire/${name}`,
    definition: JSON.parse(readFileSync(join(root, 'schemas/questionnaire', name), 'utf8')) as unknown,
  }));

const section = (schema: Record<string, unknown>) => ({ file: 'x.json', definition: { id: 'x', schema } });
const choice = (...points: number[]) => ({
  type: 'string',
  oneOf: points.map((p, i) => ({ const: `v${i}`, title: `t.v${i}`, points: p })),
});

describe('questionnaire analysis', () => {
  it('gives the lowest and highest score of each real section and of the whole questionnaire, and every profile is reachable', () => {
    const analysis = analyseQuestionnaire(sections);
    const byId = Object.fromEntries(analysis.sections.map((s) => [s.id, [s.min, s.max]]));
    // b: -5-10+0-8 .. 10+12+12+6; a: optional a1/a2 may be left out, a8 is a list of any of its answers.
    expect(byId['questionnaire-b']).toEqual([-23, 40]);
    expect(byId['questionnaire-a']).toEqual([0, 77]);
    expect(byId['questionnaire-e']).toEqual([0, 0]);
    expect([analysis.min, analysis.max]).toEqual([-66, 194]);
    const table = loadScoringTable(join(root, 'schemas'));
    const reached = profilesReached(analysis.totals, profilesOfTotals(table, analysis.totals), [1, 2, 3, 4]);
    expect(reached).toEqual([
      { profile: 1, min: -66, max: 39 },
      { profile: 2, min: 40, max: 89 },
      { profile: 3, min: 90, max: 149 },
      { profile: 4, min: 150, max: 194 },
    ]);
    expect(analysis.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('counts an optional question as possibly unanswered and a required one as answered', () => {
    const analysis = analyseQuestionnaire([
      section({ type: 'object', required: ['q1'], properties: { q1: choice(2, 5), q2: choice(3, 4) } }),
    ]);
    expect(analysis.sections[0]).toMatchObject({ min: 2, max: 9 });
    expect(analysis.totals).toEqual([2, 5, 6, 8, 9]);
  });

  it('finds a condition that can never be true and the question it hides (a value the field does not have)', () => {
    const analysis = analyseQuestionnaire([
      section({
        type: 'object',
        properties: { q1: choice(1, 2) },
        if: { properties: { q1: { const: 'v7' } }, required: ['q1'] },
        then: { properties: { q2: choice(10) }, required: ['q2'] },
      }),
    ]);
    expect(analysis.findings.filter((f) => f.severity === 'error')).toMatchObject([
      {
        severity: 'error',
        file: 'x.json',
        pointer: '/schema/if',
        message: 'condition can never be true: "q1" has no answer "v7" (its answers: v0, v1)',
      },
      {
        severity: 'error',
        file: 'x.json',
        pointer: '/schema/then/properties/q2',
        message: 'question "q2" can never be shown',
      },
    ]);
    expect(analysis.neverShown['x.json']).toEqual(['q2']);
    expect(analysis.max).toBe(2); // q2's 10 points never count
  });

  it('says a condition with an empty answer list lists no answer, for a single and a multiple choice', () => {
    const list = { type: 'array', items: { type: 'string', oneOf: [{ const: 'a', title: 't.a', points: 1 }] } };
    const analysis = analyseQuestionnaire([
      section({
        type: 'object',
        properties: { q1: choice(1, 2), q4: list },
        allOf: [
          { if: { properties: { q1: { enum: [] } }, required: ['q1'] }, then: { properties: { q2: choice(10) } } },
          {
            if: { properties: { q4: { contains: { enum: [] } } }, required: ['q4'] },
            then: { properties: { q3: choice(10) } },
          },
        ],
      }),
    ]);
    expect(analysis.findings.filter((f) => f.severity === 'error').map((f) => `${f.pointer} ${f.message}`)).toEqual([
      '/schema/allOf/0/if condition can never be true: it lists no answer of "q1" at all, so the questions under it can never be shown',
      '/schema/allOf/1/if condition can never be true: it lists no answer of "q4" at all, so the questions under it can never be shown',
      '/schema/allOf/0/then/properties/q2 question "q2" can never be shown',
      '/schema/allOf/1/then/properties/q3 question "q3" can never be shown',
    ]);
  });

  it('follows hidden questions: a condition on a never-shown question is never true either; an unknown field too', () => {
    const analysis = analyseQuestionnaire([
      section({
        type: 'object',
        properties: { q1: choice(1) },
        allOf: [
          { if: { properties: { nope: { const: 'x' } }, required: ['nope'] }, then: { properties: { q2: choice(1) } } },
          { if: { properties: { q2: { const: 'v0' } }, required: ['q2'] }, then: { properties: { q3: choice(1) } } },
        ],
      }),
    ]);
    expect(analysis.neverShown['x.json']?.sort()).toEqual(['q2', 'q3']);
    expect(analysis.findings.find((f) => f.pointer === '/schema/allOf/0/if')?.message).toContain(
      '"nope", which is not a question',
    );
  });

  it('notes answers worth no points, and a question none of whose answers scores', () => {
    const analysis = analyseQuestionnaire([
      section({
        type: 'object',
        properties: {
          q1: choice(0, 3),
          q2: choice(0, 0),
          q3: { type: 'string', oneOf: [{ const: 'a', title: 't.a' }] },
        },
      }),
    ]);
    expect(analysis.findings.map((f) => `${f.severity} ${f.pointer} ${f.message}`)).toEqual([
      'info /schema/properties/q1/oneOf/0 answer "v0" of "q1" is worth no points',
      'info /schema/properties/q2 no answer of "q2" is worth points (it does not change the risk profile)',
      'info /schema/properties/q3 no answer of "q3" is worth points (it does not change the risk profile)',
      'warning /schema/properties/q3/oneOf/0 answer "a" of "q3" has no "points" (counts as 0)',
    ]);
  });
});
