// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../node/project';
import { answerSetOf } from '../answer-set';
import { compileConsistencyValidators } from '../compile-consistency-validators';
import { consistencyRulesOf } from '../consistency-rules';
import { consistencyOutcome, evaluateConsistency } from '../evaluate-consistency';
import { ruleKey } from '../rule-key';
import { ruleValidators } from '../rule-validators';
import type { AnswerSet, ConsistencyValidators } from '../types';

const read = (path: string): unknown => JSON.parse(readFileSync(join(PROJECT_ROOT, path), 'utf8'));
const definition = read('schemas/questionnaire/consistency.json') as { id: string; version: string };
const rules = consistencyRulesOf(definition);
const runtime = ruleValidators(rules);
const golden = readdirSync(join(PROJECT_ROOT, 'schemas/golden/sets'))
  .filter((name) => name.endsWith('.json'))
  .map((file) => ({ file, answers: (read(`schemas/golden/sets/${file}`) as { answers: AnswerSet }).answers }));
const firedOn = (answers: AnswerSet, validators: ConsistencyValidators = runtime) =>
  evaluateConsistency(rules, answers, validators).map((rule) => rule.id);
const set = (file: string) => golden.find((g) => g.file === file)?.answers ?? {};

describe('the seeded consistency rules on their golden sets', () => {
  it.each([
    ['no-experience-high-risk', 'bold-beginner.json', 'balanced-employee.json'],
    ['short-horizon-aggressive-goal', 'short-horizon-no-loss-max-growth.json', 'very-dynamic-professional.json'],
    ['no-loss-high-risk-goal', 'short-horizon-no-loss-max-growth.json', 'cautious-pensioner.json'],
    ['low-means-large-investment', 'cautious-pensioner.json', 'dynamic-entrepreneur.json'],
    ['sustainability-without-kind', 'green-without-kind.json', 'balanced-employee.json'],
  ])('%s fires on %s and not on %s', (id, fires, quiet) => {
    expect(firedOn(set(fires))).toContain(id);
    expect(firedOn(set(quiet))).not.toContain(id);
  });

  it('a revised answer clears the contradiction: the beginner choosing the middle portfolio and attitude', () => {
    expect(firedOn({ ...set('bold-beginner.json'), c2: 'medium', c4: 'larger' })).toEqual([]);
  });

  it('the sustainability rule fires with no kind chosen and stops once one is', () => {
    const green = set('green-without-kind.json');
    expect(firedOn(green)).toEqual(['sustainability-without-kind']);
    expect(firedOn({ ...green, e2: ['sfdr'], e3_sfdr: '20' })).toEqual([]);
  });
});

describe('the precompiled validators (what the app evaluates)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'consistency-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('agree with the conditions compiled at run time on every golden set, and contain no eval', async () => {
    const { code, keys } = compileConsistencyValidators(definition);
    expect(keys).toEqual(rules.map(ruleKey));
    expect(code).not.toMatch(/new Function|\beval\(/);
    const file = join(folder, 'validators.mjs');
    // The generated code imports AJV's runtime helpers by bare name: resolve them from the project.
    writeFileSync(file, code.replaceAll('"ajv/', `"${pathToFileURL(join(PROJECT_ROOT, 'node_modules/ajv/')).href}`));
    const compiled = ((await import(pathToFileURL(file).href)) as { default: ConsistencyValidators }).default;
    for (const { answers } of golden) expect(firedOn(answers, compiled)).toEqual(firedOn(answers, runtime));
  });
});

describe('evaluateConsistency', () => {
  it('refuses to evaluate a rule whose condition changed since its validator was compiled', () => {
    const edited = rules.map((rule, i) => (i === 0 ? { ...rule, when: { required: ['a9'] } } : rule));
    expect(() => evaluateConsistency(edited, {}, runtime)).toThrow(/no-experience-high-risk/);
  });

  it('the outcome sends ticked confirm rules that still fire and every fired review rule', () => {
    const fired = evaluateConsistency(
      rules,
      {
        ...set('short-horizon-no-loss-max-growth.json'),
        ...set('cautious-pensioner.json'),
        b1: 'max_growth',
        b2: 'under_3',
      },
      runtime,
    );
    expect(
      consistencyOutcome(definition, fired, new Set(['short-horizon-aggressive-goal', 'no-experience-high-risk'])),
    ).toEqual({
      id: 'questionnaire-consistency',
      version: definition.version,
      confirmed: ['short-horizon-aggressive-goal'],
      review: ['low-means-large-investment'],
    });
  });
});

describe('answerSetOf', () => {
  const sections = readdirSync(join(PROJECT_ROOT, 'schemas/questionnaire'))
    .map((name) => read(`schemas/questionnaire/${name}`) as { id: string; kind: string; schema: unknown })
    .filter((d) => d.kind === 'questionnaire-section');

  it('joins the sections as the provider receives them: answered choices, free text under its field', () => {
    const set = answerSetOf(sections, {
      'questionnaire-b': { b1: 'growth', b2: '' },
      'questionnaire-d': { d2: 'over_5000', d2_activity: 'Architect' },
      'questionnaire-e': { e1: 'yes', e2: [] },
      other: { z: 'x' },
    });
    expect(set).toEqual({ b1: 'growth', d2: 'over_5000', d2_activity: 'Architect', e1: 'yes' });
  });
});
