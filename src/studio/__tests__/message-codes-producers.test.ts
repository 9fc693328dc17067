// @vitest-environment node
// The messages that were English only (issue 23): golden sets, consistency rules, the scoring table, AJV's own
// words (the texts gate's: server/registry/texts/__tests__). Each producer gives a code beside its English; in English
// the code reads exactly as that English (the command line, the evidence page), and in sk and bg it reads with no
// key, no English sentence and no placeholder left.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import {
  answerListOf,
  consistencyProblems,
  judgeGoldenSet,
  notScored,
  ofGoldenSet,
  parseGoldenSet,
  type GoldenSet,
} from '../../definition/analysis/golden-sets';
import { lintConsistency } from '../../definition/consistency/lint-consistency';
import { LANGUAGES } from '../../definition/languages';
import { lintDefinitions } from '../../definition/lint/lint';
import { ajvCompileError, ajvErrorWords } from '../../definition/lint/ajv-words';
import { parseScoringTable, ScoringTableError } from '../../definition/scoring/scoring-table';
import { riskFiguresProblems } from '../../definition/scoring/risk-figures';
import type { Said, Words } from '../../definition/words';
import { wordsText } from '../diff/words-text';
import { createStudioI18n } from '../studio-i18n';

const root = join(__dirname, '../../..');
const read = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const sections = readdirSync(join(root, 'schemas/questionnaire'))
  .map((name) => ({ file: name, definition: read(`schemas/questionnaire/${name}`) as { kind: string } }))
  .filter((s) => s.definition.kind === 'questionnaire-section');
const metaSchema = read('schemas/meta/definition.schema.json') as Record<string, unknown>;
const noTexts = { sk: new Map(), en: new Map(), bg: new Map() };

const en = createStudioI18n('en').t;

function goldenSaid(): Said[] {
  const parsed = parseGoldenSet('x.json', { name: '', answers: { a1: 3 }, riskProfileId: 'one', points: 1.5, x: 1 });
  const notObject = parseGoldenSet('y.json', []);
  const rulesNotList = parseGoldenSet('z.json', { name: 'z', answers: 'no', riskProfileId: 1, consistencyRules: 3 });
  const set: GoldenSet = {
    file: 'g.json',
    name: 'Gold',
    answers: { zz: 'x', b1: 'nope', b2: ['3_5'], a8: 'bonds', d2_activity: 'Teacher', e1: 'no' },
    riskProfileId: 1,
    points: 10,
    consistencyRules: ['a'],
  };
  const { problems } = answerListOf(set, sections);
  const judged = judgeGoldenSet(set, problems, { points: 50, riskProfileId: 2 });
  const rules = consistencyProblems(set, ['c']);
  const table = (() => {
    try {
      parseScoringTable({
        bands: [
          { min: 0, max: 5, risk_profile_id: 1 },
          { min: 7, max: 9, risk_profile_id: 2 },
        ],
      });
    } catch (error) {
      return error as ScoringTableError;
    }
    throw new Error('the table should be refused');
  })();
  return [
    ...('errors' in parsed ? parsed.errors : []),
    ...('errors' in notObject ? notObject.errors : []),
    ...('errors' in rulesNotList ? rulesNotList.errors : []),
    ...judged.problems,
    ...rules,
    ...judged.problems.map((p) => ofGoldenSet('Gold', p)),
    { message: table.message, words: table.words },
    notScored({ message: table.message, words: table.words }),
  ];
}

function consistencySaid(): Said[] {
  const seeded = read('schemas/questionnaire/consistency.json') as { rules: object[] };
  const rule = (when: object, questions: string[]) => ({
    id: 'r',
    severity: 'review',
    title: 'consistency.t',
    text: 'consistency.t',
    reference: 'test',
    questions,
    when,
  });
  const out: Said[] = [];
  const report = (_: string, message: string, words?: Words) => out.push({ message, words: words! });
  const never = {
    required: ['b1'],
    properties: { b1: { const: 'growth' } },
    not: { properties: { b1: { const: 'growth' } } },
  };
  lintConsistency(
    {
      ...seeded,
      rules: [
        rule({ required: ['zz'], properties: { b1: { const: 'rich' }, b2: { enum: ['under_3', 'x'] } } }, ['b1', 'qq']),
        rule(never, ['b1']),
        rule(never, ['b1']),
        rule({ required: ['b2'] }, ['b2']),
        rule({ minProperties: 3 }, ['b1']),
        rule({ properties: { b1: { constt: 'growth' } } }, ['b1']),
      ],
    },
    sections.map((s) => s.definition),
    report,
  );
  return out;
}

/** A step definition the meta-schema refuses in several ways, and a schema AJV will not compile. */
function ajvSaid(): Said[] {
  const definition = read('schemas/steps/registration.json') as Record<string, unknown>;
  const broken = {
    ...structuredClone(definition),
    version: 'one',
    step: -1,
    schema: { type: 'object', properties: { a: { type: 'strin' }, b: { pattern: '(' } } },
  };
  const problems = lintDefinitions([{ file: 'x.json', definition: broken }], { metaSchema, texts: noTexts });
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile({
    type: 'object',
    required: ['r'],
    additionalProperties: false,
    properties: {
      t: { type: 'string' },
      c: { const: 1 },
      e: { enum: [1, 2] },
      n: { minimum: 2, exclusiveMaximum: 9 },
      s: { minLength: 2, maxLength: 3, pattern: '^x' },
      l: { minItems: 2, maxItems: 3, uniqueItems: true },
      o: { minProperties: 2, maxProperties: 3, propertyNames: { pattern: '^a' } },
      m: { multipleOf: 2 },
      any: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      one: { oneOf: [{ type: 'number' }, { type: 'integer' }] },
      not: { not: { type: 'number' } },
      f: false,
      d: { dependencies: { a: ['b'], c: ['d', 'e'] } },
    },
  });
  validate({
    x: 1,
    t: 1,
    c: 2,
    e: 3,
    n: 10,
    s: 'abcd',
    l: [1, 1, 1, 1],
    o: { b: 1 },
    m: 3,
    any: true,
    one: 1,
    not: 1,
    f: 1,
    d: { a: 1, c: 1 },
  });
  const own = (validate.errors ?? []).map((error) => ({ message: error.message ?? '', words: ajvErrorWords(error) }));
  const compile = (schema: object) => {
    const strict = new Ajv();
    try {
      strict.compile(schema);
    } catch (error) {
      return ajvCompileError(error, strict);
    }
    throw new Error('should not compile');
  };
  return [
    ...problems.flatMap(({ message, words }) => (words?.code.startsWith('ajv.') ? [{ message, words }] : [])),
    ...own,
    compile({ type: 'object', properties: { a: { type: 'strin' } } }),
    compile({ type: 'object', properties: { a: { constt: 1 } } }),
    compile({ $ref: '#/definitions/none' }),
  ];
}

/** The risk figures of scoring.json broken in every way the check names (the registry's gates store these). */
function riskFiguresSaid(): Said[] {
  const broken = structuredClone(read('schemas/scoring.json')) as Record<string, unknown>;
  broken.risk_figures = {
    amount_eur: 0,
    profiles: [
      'x',
      { risk_profile_id: 'one', expected_return_pct: { min: 5, max: 1 }, bad_year_pct: 3 },
      { risk_profile_id: 1, expected_return_pct: { min: 1, max: 4 }, bad_year_pct: -10 },
      { risk_profile_id: 1, expected_return_pct: { min: 1, max: 2 }, bad_year_pct: -5 },
      { risk_profile_id: 9, expected_return_pct: { min: 1, max: 9 }, bad_year_pct: -20 },
    ],
  };
  broken.profile_change = { riskier_notice_days: -1 };
  return [
    ...riskFiguresProblems(broken),
    ...riskFiguresProblems([]),
    ...riskFiguresProblems({ bands: [] }),
    ...riskFiguresProblems({ risk_figures: { amount_eur: 1, profiles: 'x' } }),
  ];
}

// The texts gate's plural and placeholder problems: server/registry/texts/__tests__/texts-shape-words.test.ts.
const producers = { golden: goldenSaid, consistency: consistencySaid, ajv: ajvSaid, riskFigures: riskFiguresSaid };

describe('the messages that were English only', () => {
  it.each(Object.keys(producers))('%s: every problem has a code, which reads in English as its English', (name) => {
    const said = producers[name as keyof typeof producers]();
    expect(said.length).toBeGreaterThanOrEqual(3);
    for (const { message, words } of said) {
      expect(words, message).toBeDefined();
      expect({ code: words.code, text: wordsText(en, words) }).toEqual({ code: words.code, text: message });
    }
  });

  it('the producers use many codes, not one catch-all', () => {
    const codes = new Set(Object.values(producers).flatMap((produce) => produce().map((s) => s.words.code)));
    expect([...codes].filter((code) => code.startsWith('golden.')).length).toBeGreaterThanOrEqual(15);
    expect([...codes].filter((code) => code.startsWith('consistency.') || code === 'lint.notAQuestion').length).toBe(8);
    expect([...codes].filter((code) => code.startsWith('ajv.')).length).toBeGreaterThanOrEqual(24);
    expect(codes).toContain('scoringTable.bandNotContiguous');
    expect([...codes].filter((code) => code.startsWith('riskFigures.')).length).toBe(13);
    // AJV's own words with no code of ours: none among the keywords the definitions use.
    expect(codes).not.toContain('ajv.other');
  });

  it.each(['sk', 'bg'] as const)('read in %s with no key, no English and no placeholder left', (language) => {
    const t = createStudioI18n(language).t;
    for (const produce of Object.values(producers))
      for (const { message, words } of produce()) {
        const text = wordsText(t, words);
        expect(text, words.code).not.toContain('msg.');
        expect(text, words.code).not.toBe(message);
        expect(text.replace(/\{\{(n|total)\}\}/g, ''), words.code).not.toContain('{{');
        expect(text, words.code).not.toMatch(/\b(must|answer|question|is not|expected|entry|rule)\b/);
      }
  });

  it('a golden set, the scoring table and the gate read in Bulgarian', () => {
    const bg = createStudioI18n('bg').t;
    const [wrongProfile] = judgeGoldenSet(
      { file: 'g.json', name: 'Смел начинаещ', answers: {}, riskProfileId: 5 },
      [],
      { points: 12, riskProfileId: 2 },
    ).problems;
    expect(wordsText(bg, ofGoldenSet('Смел начинаещ', wrongProfile!).words)).toBe(
      'Смел начинаещ: дава рисков профил 2 (точки: 12), очаква се 5',
    );
    const error = (() => {
      try {
        parseScoringTable({ bands: [] });
      } catch (e) {
        return e as ScoringTableError;
      }
    })();
    expect(wordsText(bg, error!.words)).toBe('scoring.json: липсват диапазоните');
    expect(wordsText(createStudioI18n('sk').t, error!.words)).toBe('scoring.json: chýbajú pásma');
  });

  it('every language speaks the same codes', () => {
    for (const language of LANGUAGES) expect(createStudioI18n(language).exists('msg.golden.wrongProfile')).toBe(true);
  });
});
