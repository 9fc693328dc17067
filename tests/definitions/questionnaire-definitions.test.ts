// @vitest-environment node
import { join } from 'node:path';
import { type RJSFSchema, retrieveSchema } from '@rjsf/utils';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { validators } from 'virtual:definition-validators.js';
import { type Definition, createDefinitionValidator, questionnaireTheme } from '../../src/engine';
import { loadScoringTable } from '../../src/definition/node/data-folder';
import {
  collectQuestionDefinitions,
  definedPoints,
  type QuestionDefinitions,
} from '../../src/definition/scoring/question-points';
import { riskProfileForPoints } from '../../src/definition/scoring/scoring-table';
import { type Data, problemsOf as problemsOfOn } from '../flows/problems-of';
import aJson from '../../schemas/questionnaire/a-knowledge.json';
import bJson from '../../schemas/questionnaire/b-goals.json';
import cJson from '../../schemas/questionnaire/c-risk.json';
import dJson from '../../schemas/questionnaire/d-finances.json';
import eJson from '../../schemas/questionnaire/e-sustainability.json';

const [a, b, c, d, e] = [aJson, bJson, cJson, dJson, eJson].map((json) => json as unknown as Definition) as [
  Definition,
  Definition,
  Definition,
  Definition,
  Definition,
];
const sections = [a, b, c, d, e];
const problemsOf = (definition: Definition, data: Data) => problemsOfOn(definition, data, '2025-06-15');

const isSchema = (node: JSONSchema7Definition | undefined): node is JSONSchema7 =>
  typeof node === 'object' && node !== null;
/** The schema and every conditional branch of it (`then`, `else`, `allOf` items), as the form declares properties. */
const branches = (node: JSONSchema7Definition | undefined): JSONSchema7[] =>
  isSchema(node) ? [node, ...[node.then, node.else, ...(node.allOf ?? [])].flatMap(branches)] : [];
const declared = (definition: Definition) =>
  new Set(branches(definition.schema).flatMap((node) => Object.keys(node.properties ?? {})));

const range = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

/** The questions' points as the sandbox reads them. */
const points: QuestionDefinitions = sections.reduce(
  (found, section) => collectQuestionDefinitions(section, found),
  new Map(),
);

/** A complete, cautious person: little experience, short horizon, sells on losses. */
const cautious: Record<string, Data> = {
  'questionnaire-a': {
    a3: 'dont_know',
    a4: 'dont_know',
    a5: 'yes_guaranteed',
    a6: 'dont_know',
    a7: 'single_share',
    a8: ['none'],
    a9: 'never',
    a10: 'none',
    a11: 'none',
    a12: 'no_experience',
  },
  'questionnaire-b': { b1: 'preserve', b2: 'under_3', b3: '3', b4: 'most' },
  'questionnaire-c': { c1: 'sell_all', c2: 'low', c3: 'up_to_5', c4: 'no_loss' },
  'questionnaire-d': { d1: 'pension', d2: 'up_to_2000', d3: 'under_100000', d4: 'over_20', d5: '30_50' },
  'questionnaire-e': { e1: 'no' },
};
/** A complete, experienced person with a long horizon who accepts large losses. */
const bold: Record<string, Data> = {
  'questionnaire-a': {
    a1: 'university_finance',
    a2: 'finance',
    a3: 'falls',
    a4: 'ownership_risk',
    a5: 'no_value_fluctuates',
    a6: 'yes',
    a7: 'fund',
    a8: ['bonds', 'funds', 'shares', 'derivatives'],
    a9: 'over_5',
    a10: 'over_20',
    a11: 'over_25000',
    a12: 'own',
  },
  'questionnaire-b': { b1: 'max_growth', b2: 'over_10', b3: '12', b4: 'none' },
  'questionnaire-c': { c1: 'buy_more', c2: 'high', c3: 'over_30', c4: 'large' },
  'questionnaire-d': {
    d1: 'capital',
    d2: 'over_5000',
    d2_activity: 'Software development',
    d3: 'over_500000',
    d4: 'up_to_20',
    d5: 'none',
  },
  'questionnaire-e': { e1: 'yes', e2: ['taxonomy', 'pai'], e3_taxonomy: '20', e3_pai: '50' },
};

const scoring = loadScoringTable(join(process.cwd(), 'schemas'));
const total = (answers: Record<string, Data>) =>
  Object.values(answers)
    .flatMap((data) => Object.entries(data))
    .reduce(
      (sum, [question, value]) =>
        sum + (definedPoints(points, question, (Array.isArray(value) ? value : [value]).map(String)) ?? 0),
      0,
    );

describe('questionnaire sections (SPEC §3 Questionnaire, §5, §9)', () => {
  it('are five sections in order, each with a version, its questions in the right section', () => {
    expect(sections.map((s) => [s.id, s.kind])).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((key) => [`questionnaire-${key}`, 'questionnaire-section']),
    );
    for (const section of sections) expect(section.version).toMatch(/^\d+\.\d+\.\d+$/);
    const questions = (section: Definition) => [...declared(section)].filter((name) => points.has(name));
    expect(questions(a)).toEqual(range('a', 12));
    expect(questions(b)).toEqual(range('b', 4));
    expect(questions(c)).toEqual(range('c', 4));
    expect(questions(d)).toEqual(range('d', 5));
    expect(questions(e)).toEqual(['e1', 'e2', 'e3_taxonomy', 'e3_sfdr', 'e3_pai']);
  });

  it('accept both complete answer sets', () => {
    for (const answers of [cautious, bold])
      for (const section of sections)
        expect({ id: section.id, problems: problemsOf(section, answers[section.id] ?? {}) }).toEqual({
          id: section.id,
          problems: [],
        });
  });

  it('make a1, a2 and the ESG instrument question optional and every other question required', () => {
    expect(problemsOf(a, {})).toEqual(
      range('a', 12)
        .slice(2)
        .map((slug) => `${slug} required`)
        .sort(),
    );
    for (const [section, slugs] of [
      [b, range('b', 4)],
      [c, range('c', 4)],
      [d, range('d', 5)],
    ] as const) {
      expect(problemsOf(section, {})).toEqual(slugs.map((slug) => `${slug} required`));
    }
    expect(problemsOf(e, {})).toEqual(['e1 required']);
    expect(problemsOf(e, { e1: 'yes' })).toEqual([]);
    expect(problemsOf(a, { ...cautious['questionnaire-a'], a8: [] })).toEqual(['a8 minItems']);
  });

  it('let “none” of the instruments invested in (a8) be chosen only on its own, with its own message', () => {
    const base = cautious['questionnaire-a'] as Data;
    expect(problemsOf(a, { ...base, a8: ['none'] })).toEqual([]);
    expect(problemsOf(a, { ...base, a8: ['bonds', 'shares'] })).toEqual([]);
    expect(problemsOf(a, { ...base, a8: ['none', 'bonds'] })).toEqual(['a8 maxItems']);
    expect(problemsOf(a, { ...base, a8: ['shares', 'funds', 'none'] })).toEqual(['a8 maxItems']);
    expect(a.uiSchema).toMatchObject({ a8: { 'ui:errorMessages': { maxItems: 'questionnaire.a.a8.noneAlone' } } });
    // The only other multiple choice, the ESG instruments (e2), has no "none" answer: leaving it empty says that.
    const e2 = ((e.schema.allOf?.[0] as JSONSchema7).then as JSONSchema7).properties?.e2 as JSONSchema7;
    expect(((e2.items as JSONSchema7).oneOf as { const: string }[]).map((option) => option.const)).toEqual([
      'taxonomy',
      'sfdr',
      'pai',
    ]);
  });

  it('ask for the area of activity exactly for incomes 2000-5000 and over 5000 EUR', () => {
    const base = cautious['questionnaire-d'] as Data;
    expect(problemsOf(d, { ...base, d2: 'up_to_2000' })).toEqual([]);
    expect(problemsOf(d, { ...base, d2: '2000_5000' })).toEqual(['d2_activity required']);
    expect(problemsOf(d, { ...base, d2: 'over_5000' })).toEqual(['d2_activity required']);
    expect(problemsOf(d, { ...base, d2: '2000_5000', d2_activity: 'Stavebníctvo' })).toEqual([]);
    const validator = createDefinitionValidator<Data>(validators[d.id], d.schema);
    const shows = (d2: string) =>
      'd2_activity' in
      (retrieveSchema<Data>(validator, d.schema as RJSFSchema, d.schema as RJSFSchema, { ...base, d2 }).properties ??
        {});
    expect(['up_to_2000', '2000_5000', 'over_5000'].map(shows)).toEqual([false, true, true]);
    const options = (d.schema.properties?.d2 as JSONSchema7).oneOf as { const: string; freeText?: string }[];
    expect(options.filter((option) => option.freeText).map((option) => [option.const, option.freeText])).toEqual([
      ['2000_5000', 'd2_activity'],
      ['over_5000', 'd2_activity'],
    ]);
  });

  it('show the ESG instrument question only for preference yes, and each share question only for its instrument', () => {
    // What the form shows: RJSF resolves the conditions with the section's precompiled validator.
    const validator = createDefinitionValidator<Data>(validators[e.id], e.schema);
    const shown = (data: Data) =>
      Object.keys(
        retrieveSchema<Data>(validator, e.schema as RJSFSchema, e.schema as RJSFSchema, data).properties ?? {},
      ).sort();
    expect(shown({})).toEqual(['e1']);
    expect(shown({ e1: 'no' })).toEqual(['e1']);
    expect(shown({ e1: 'yes' })).toEqual(['e1', 'e2']);
    expect(shown({ e1: 'yes', e2: ['taxonomy'] })).toEqual(['e1', 'e2', 'e3_taxonomy']);
    expect(shown({ e1: 'yes', e2: ['sfdr'] })).toEqual(['e1', 'e2', 'e3_sfdr']);
    expect(shown({ e1: 'yes', e2: ['pai', 'sfdr'] })).toEqual(['e1', 'e2', 'e3_pai', 'e3_sfdr']);
    expect(shown({ e1: 'yes', e2: ['taxonomy', 'sfdr', 'pai'] })).toEqual([
      'e1',
      'e2',
      'e3_pai',
      'e3_sfdr',
      'e3_taxonomy',
    ]);
    expect(problemsOf(e, { e1: 'no' })).toEqual([]);
    expect(problemsOf(e, { e1: 'yes', e2: ['taxonomy'] })).toEqual(['e3_taxonomy required']);
    expect(problemsOf(e, { e1: 'yes', e2: ['sfdr'] })).toEqual(['e3_sfdr required']);
    expect(problemsOf(e, { e1: 'yes', e2: ['pai'] })).toEqual(['e3_pai required']);
    expect(problemsOf(e, { e1: 'yes', e2: ['taxonomy', 'sfdr', 'pai'] })).toEqual([
      'e3_pai required',
      'e3_sfdr required',
      'e3_taxonomy required',
    ]);
    expect(problemsOf(e, { e1: 'yes', e2: [] })).toEqual([]);
    expect(problemsOf(e, { e1: 'yes', e2: ['taxonomy'], e3_taxonomy: 'dont_care' })).toEqual([]);
    expect(problemsOf(e, { e1: 'yes', e2: ['sfdr'], e3_sfdr: '75' })).toEqual(['e3_sfdr const']);
  });

  it('name only widgets the questionnaire renders (RJSF’s own and the few engine widgets it carries)', () => {
    const usable = new Set([
      'radio',
      'checkboxes',
      'select',
      'text',
      'textarea',
      ...Object.keys(questionnaireTheme.widgets),
    ]);
    const named = (node: unknown): string[] =>
      node && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) =>
            key === 'ui:widget' && typeof value === 'string' ? [value] : named(value),
          )
        : [];
    for (const section of sections)
      expect({ id: section.id, unusable: named(section.uiSchema).filter((widget) => !usable.has(widget)) }).toEqual({
        id: section.id,
        unusable: [],
      });
  });

  it('keep every answer’s points within -10..12', () => {
    for (const { question, options } of points.values()) {
      for (const option of options)
        expect({
          question,
          ...option,
          inRange: Number.isInteger(option.points) && option.points >= -10 && option.points <= 12,
        }).toMatchObject({ inRange: true });
    }
  });

  it('score a cautious and a bold person to different risk profiles, every profile being reachable', () => {
    const low = riskProfileForPoints(scoring, total(cautious));
    const high = riskProfileForPoints(scoring, total(bold));
    expect([low, high]).toEqual([1, 4]);
    // The lowest and highest totals: one option per question, except that a multiple choice (a8, e2) adds up its
    // positive options at best (ESG answers score 0).
    const multiple = new Set(['a8', 'e2']);
    const options = [...points.values()].map(({ question, options: list }) => ({
      multiple: multiple.has(question),
      values: list.map((o) => o.points),
    }));
    const min = options.reduce((sum, { values }) => sum + Math.min(...values), 0);
    const max = options.reduce(
      (sum, { multiple: many, values }) =>
        sum + (many ? values.filter((v) => v > 0).reduce((s, v) => s + v, 0) : Math.max(...values)),
      0,
    );
    expect([min, max]).toEqual([-66, 194]);
    for (const band of scoring.bands)
      expect({ band: band.risk_profile_id, reachable: band.max >= min && band.min <= max }).toEqual({
        band: band.risk_profile_id,
        reachable: true,
      });
  });
});
