// @vitest-environment node
// The golden answer sets of schemas/golden/sets: each answer list, scored by the provider sandbox's own code
// against the questionnaire definitions and schemas/scoring.json, yields the risk profile (and points) it pins.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerListOf,
  consistencyProblems,
  judgeGoldenSet,
  parseGoldenSet,
} from '../../src/definition/analysis/golden-sets';
import { consistencyRulesOf, evaluateConsistency, ruleValidators } from '../../src/definition/consistency';
import { loadScoringTable } from '../../src/definition/node/data-folder';
import { scoreAnswerList } from '../../src/definition/scoring/question-points';

const root = join(__dirname, '../..');
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const sections = readdirSync(join(root, 'schemas/questionnaire'))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ file: `schemas/questionnaire/${name}`, definition: read(`schemas/questionnaire/${name}`) }))
  .filter(({ definition }) => (definition as { kind?: string }).kind === 'questionnaire-section');
const rules = consistencyRulesOf(read('schemas/questionnaire/consistency.json'));
const validators = ruleValidators(rules);
const table = loadScoringTable(join(root, 'schemas'));
const files = readdirSync(join(root, 'schemas/golden/sets'))
  .filter((name) => name.endsWith('.json'))
  .sort();

/** The English of each problem (the command line's words). */
const englishOf = (said: readonly { message: string }[]) => said.map((p) => p.message);

describe('golden answer sets', () => {
  it('there is one for every risk profile of the scoring table', () => {
    const profiles = files.map(
      (name) => (read(`schemas/golden/sets/${name}`) as { riskProfileId: number }).riskProfileId,
    );
    expect(new Set(profiles)).toEqual(new Set(table.bands.map((band) => band.risk_profile_id)));
  });

  it.each(files)('%s yields its risk profile', (name) => {
    const set = parseGoldenSet(`schemas/golden/sets/${name}`, read(`schemas/golden/sets/${name}`));
    if ('errors' in set) throw new Error(englishOf(set.errors).join('; '));
    const { answers, problems } = answerListOf(set, sections);
    const result = judgeGoldenSet(
      set,
      problems,
      scoreAnswerList(
        table,
        sections.map((s) => s.definition),
        answers,
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it.each(files)('%s fires exactly the consistency rules it names', (name) => {
    const set = parseGoldenSet(`schemas/golden/sets/${name}`, read(`schemas/golden/sets/${name}`));
    if ('errors' in set) throw new Error(englishOf(set.errors).join('; '));
    expect(set.consistencyRules, 'every golden set names the rules it fires ([] for none)').toBeDefined();
    const fired = evaluateConsistency(rules, set.answers, validators).map((rule) => rule.id);
    expect(consistencyProblems(set, fired)).toEqual([]);
  });

  it('every consistency rule has a golden set that fires it and one that does not', () => {
    const expected = files.map((name) => read(`schemas/golden/sets/${name}`) as { consistencyRules?: string[] });
    for (const rule of rules) {
      expect(
        expected.some((set) => set.consistencyRules?.includes(rule.id)),
        `${rule.id} fires`,
      ).toBe(true);
      expect(expected.some((set) => set.consistencyRules && !set.consistencyRules.includes(rule.id))).toBe(true);
    }
  });
});

describe('the golden set runner', () => {
  const base = { file: 'x.json', name: 'x', riskProfileId: 1 };

  it('refuses a set of the wrong shape', () => {
    const parsed = parseGoldenSet('x.json', { name: '', answers: { a1: 3 }, riskProfileId: 'one', extra: 1 });
    if (!('errors' in parsed)) throw new Error('parsed');
    expect(englishOf(parsed.errors)).toEqual([
      'unknown key "extra"',
      '"name" must be a non-empty text',
      '"riskProfileId" must be an integer',
      'answer "a1" must be a text or a list of texts',
    ]);
    // …and the same as codes, which the studio and the registry's gate say in sk, en or bg.
    expect(parsed.errors.map((e) => e.words)).toEqual([
      { code: 'golden.unknownKey', params: { key: 'extra' } },
      { code: 'golden.nameMissing' },
      { code: 'golden.riskProfileNotInteger' },
      { code: 'golden.answerNotText', params: { slug: 'a1' } },
    ]);
  });

  it('names unknown questions and answers, a list for a single choice, a hidden question answered and a required one left out', () => {
    const { problems } = answerListOf(
      { ...base, answers: { zz: 'x', b1: 'nope', b2: ['3_5'], d2: 'up_to_2000', d2_activity: 'Teacher', e1: 'no' } },
      sections,
    );
    expect(problems.map((p) => p.words.code)).toEqual(
      expect.arrayContaining([
        'golden.notAQuestion',
        'golden.notAnAnswer',
        'golden.giveOne',
        'golden.hiddenAnswered',
        'golden.requiredUnanswered',
      ]),
    );
    expect(englishOf(problems)).toEqual(
      expect.arrayContaining([
        '"zz" is not a question of any section',
        '"nope" is not an answer of "b1" (its answers: preserve, income, growth, max_growth)',
        '"b2" is a single choice: give one value',
        '"d2_activity" is answered, but its condition does not show it',
        'required question "a3" is not answered',
      ]),
    );
  });

  it('names a consistency rule expected but not fired, and one fired but not expected', () => {
    const set = { ...base, answers: {}, consistencyRules: ['a', 'b'] };
    expect(consistencyProblems(set, ['b', 'c']).map((p) => p.words)).toEqual([
      { code: 'golden.ruleNotFired', params: { rule: 'a' } },
      { code: 'golden.ruleUnexpected', params: { rule: 'c' } },
    ]);
    expect(englishOf(consistencyProblems(set, ['b', 'c']))).toEqual([
      'expects consistency rule "a", which does not fire',
      'fires consistency rule "c", which it does not expect',
    ]);
    expect(consistencyProblems({ ...base, answers: {} }, ['c'])).toEqual([]);
  });

  it('fails a set whose profile or points differ from the score', () => {
    const result = judgeGoldenSet({ ...base, answers: {}, points: 10 }, [], { points: 50, riskProfileId: 2 });
    expect(result.ok).toBe(false);
    expect(englishOf(result.problems)).toEqual([
      'yields risk profile 2 (50 points), expected 1',
      'scores 50 points, expected 10',
    ]);
    expect(result.problems.map((p) => p.words)).toEqual([
      { code: 'golden.wrongProfile', params: { profile: 2, points: 50, expected: 1 } },
      { code: 'golden.wrongPoints', params: { points: 50, expected: 10 } },
    ]);
  });
});
