// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../node/project';
import { questionsOf } from '../../questions/section-questions';
import { answerSpace } from '../answer-space';
import { lintConsistency } from '../lint-consistency';

const read = (path: string): unknown => JSON.parse(readFileSync(join(PROJECT_ROOT, path), 'utf8'));
const sections = readdirSync(join(PROJECT_ROOT, 'schemas/questionnaire'))
  .map((name) => read(`schemas/questionnaire/${name}`) as { kind: string })
  .filter((d) => d.kind === 'questionnaire-section');
const seeded = read('schemas/questionnaire/consistency.json') as { rules: object[] };

const rule = (when: object, questions: string[], extra: object = {}) => ({
  id: 'r',
  severity: 'review',
  title: 'consistency.t',
  text: 'consistency.t',
  reference: 'test',
  questions,
  when,
  ...extra,
});
const lint = (...rules: object[]) => {
  const problems: string[] = [];
  lintConsistency({ ...seeded, rules }, sections, (pointer, message) => problems.push(`${pointer}: ${message}`));
  return problems;
};

describe('lintConsistency', () => {
  it('passes the seeded rules', () => {
    expect(lint(...seeded.rules)).toEqual([]);
  });

  it('names an unknown question, an unknown answer and a question read but not listed', () => {
    expect(
      lint(
        rule({ required: ['zz'], properties: { b1: { const: 'rich' }, b2: { enum: ['under_3', 'x'] } } }, ['b1', 'qq']),
      ),
    ).toEqual([
      '/rules/0/questions/1: "qq" is not a question of any section',
      '/rules/0/questions: the condition reads "b2", which "questions" does not list',
      '/rules/0/when/required/0: "zz" is not a question of any section',
      '/rules/0/when/properties/b1/const: "rich" is not an answer of "b1" (its answers: preserve, income, growth, max_growth)',
      '/rules/0/when/properties/b2/enum/1: "x" is not an answer of "b2" (its answers: under_3, 3_5, 5_10, over_10)',
    ]);
  });

  it('checks the answers of a multiple choice under items and contains', () => {
    expect(lint(rule({ properties: { a8: { contains: { const: 'gold' } } } }, ['a8']))).toEqual([
      '/rules/0/when/properties/a8/contains/const: "gold" is not an answer of "a8" (its answers: none, bonds, funds, shares, derivatives)',
    ]);
  });

  it('finds a rule that can never fire: two answers of one question at once, a kind of ESG with no preference', () => {
    expect(
      lint(
        rule(
          {
            required: ['b1'],
            properties: { b1: { const: 'growth' } },
            not: { properties: { b1: { const: 'growth' } } },
          },
          ['b1'],
        ),
      ),
    ).toEqual(['/rules/0/when: the rule can never fire: no answer set the questionnaire allows matches it']);
    // e2 is only shown after e1 "yes": asking for both e1 "no" and a kind chosen matches nothing a client can send.
    expect(lint(rule({ required: ['e1', 'e2'], properties: { e1: { const: 'no' } } }, ['e1', 'e2']))).toEqual([
      '/rules/0/when: the rule can never fire: no answer set the questionnaire allows matches it',
    ]);
    // a8 "none" cannot be ticked with another instrument.
    expect(
      lint(
        rule(
          {
            required: ['a8'],
            properties: { a8: { allOf: [{ contains: { const: 'none' } }, { contains: { const: 'shares' } }] } },
          },
          ['a8'],
        ),
      ),
    ).toEqual(['/rules/0/when: the rule can never fire: no answer set the questionnaire allows matches it']);
  });

  it('finds a rule that fires for every answer set: a required question answered', () => {
    expect(lint(rule({ required: ['b2'] }, ['b2']))).toEqual([
      '/rules/0/when: the rule fires for every answer set the questionnaire allows',
    ]);
  });

  it('refuses a condition that reads answers it does not name, and one that does not compile', () => {
    expect(lint(rule({ minProperties: 3 }, ['b1']))).toEqual([
      '/rules/0/when/minProperties: a condition must name the questions it reads (this keyword reads answers it does not name)',
    ]);
    expect(lint(rule({ properties: { b1: { constt: 'growth' } } }, ['b1']))[0]).toMatch(
      /^\/rules\/0\/when: the condition does not compile: strict mode: unknown keyword: "constt"/,
    );
  });

  it('names a rule id used twice', () => {
    const one = rule({ required: ['b1'], properties: { b1: { const: 'growth' } } }, ['b1']);
    expect(lint(one, one)).toEqual(['/rules/1/id: rule id "r" is used twice']);
  });
});

describe('answerSpace', () => {
  const questions = new Map(sections.flatMap((s) => questionsOf(s)).map((q) => [q.slug, q]));

  it('answers e2 exactly when e1 is "yes" (its condition), and optionally since e2 is not required', () => {
    const space = answerSpace(['e2'], questions);
    const sets = [...(space?.sets() ?? [])];
    expect(sets.filter((s) => s.e1 === 'no')).toEqual([{ e1: 'no' }]);
    expect(sets.filter((s) => s.e1 === 'yes')).toHaveLength(1 + 7);
  });

  it("keeps a8's own rules: at least one tick, and none alone", () => {
    const sets = [...(answerSpace(['a8'], questions)?.sets() ?? [])];
    expect(sets).toHaveLength(1 + 15);
    expect(sets).toContainEqual({ a8: ['none'] });
    expect(sets.some((s) => (s.a8 as string[]).includes('none') && (s.a8 as string[]).length > 1)).toBe(false);
  });

  it('gives up beyond its limit rather than sampling', () => {
    expect(answerSpace(['a3', 'a4', 'a5', 'b1', 'b2'], questions, 100)).toBeUndefined();
  });
});
