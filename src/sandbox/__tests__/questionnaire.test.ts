// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../../api/types.ts';
import { loadQuestionDefinitions } from '../../definition/node/data-folder.ts';
import { collectQuestionDefinitions, definedPoints } from '../../definition/scoring/question-points.ts';
import { goldenAnswers } from './golden-answers.ts';
import { call, registeredLead, startSandbox, type TestSandbox } from './helpers.ts';

interface Band {
  min: number;
  max: number;
  risk_profile_id: number;
}
const scoring = JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'scoring.json'), 'utf8')) as {
  version: string;
  bands: Band[];
};

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

// Only the definitions score, so totals are reached with a section of 30 optional questions whose option `p<n>` is
// worth n points (-10..12), in a schemas folder of its own.
const SCALE_QUESTIONS = 30;
const scaleSection = {
  id: 'questionnaire-scale',
  version: '1.0.0',
  kind: 'questionnaire-section',
  schema: {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: SCALE_QUESTIONS }, (_, index) => [
        `q${index}`,
        {
          type: 'string',
          oneOf: Array.from({ length: 23 }, (_, step) => ({ const: `p${step - 10}`, points: step - 10 })),
        },
      ]),
    ),
  },
};

/** Answers of the scale section whose points add up to `total`. */
function answersWorth(total: number): QuestionnaireAnswer[] {
  const points: number[] = [];
  let left = total;
  while (left !== 0 || points.length === 0) {
    const next = Math.max(-10, Math.min(12, left));
    points.push(next);
    left -= next;
  }
  return points.map((value, index) => ({ question: `q${index}`, values: [`p${value}`], version: '1.0.0' }));
}

async function scaleSandbox(): Promise<{ sandbox: TestSandbox; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-scale-'));
  await mkdir(join(dir, 'questionnaire'));
  await writeFile(join(dir, 'scoring.json'), readFileSync(join(process.cwd(), 'schemas', 'scoring.json')));
  await writeFile(join(dir, 'questionnaire', 'scale.json'), JSON.stringify(scaleSection));
  const sandbox = await startSandbox({ schemasDir: dir });
  return {
    sandbox,
    dispose: async () => {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const submit = (token: string, answers: unknown) =>
  call(t, 'questionnaire', { token, form: { odpovede: JSON.stringify(answers) } });

describe('scoring table schemas/scoring.json', () => {
  it('has four contiguous integer bands for profiles 1..4', () => {
    expect(scoring.version).toBeTruthy();
    expect(scoring.bands.map((band) => band.risk_profile_id)).toEqual([1, 2, 3, 4]);
    scoring.bands.forEach((band, index) => {
      expect(Number.isInteger(band.min) && Number.isInteger(band.max) && band.min <= band.max).toBe(true);
      if (index > 0) expect(band.min).toBe((scoring.bands[index - 1]?.max ?? NaN) + 1);
    });
  });

  it('maps totals at both ends of every band to its risk profile', async () => {
    const scale = await scaleSandbox();
    try {
      const lead = await registeredLead(scale.sandbox);
      for (const band of scoring.bands) {
        for (const total of [Math.max(band.min, -10 * SCALE_QUESTIONS), Math.min(band.max, 12 * SCALE_QUESTIONS)]) {
          const answer = await call(scale.sandbox, 'questionnaire', {
            token: lead.token,
            form: { odpovede: JSON.stringify(answersWorth(total)) },
          });
          expect(answer.status).toBe(200);
          expect(answer.body, `total ${total}`).toEqual({ result: 'ok', risk_profile_id: band.risk_profile_id });
        }
      }
    } finally {
      await scale.dispose();
    }
  });
});

describe('onboarding questionnaire', () => {
  it('stores the answers and risk profile; login shows referrer 4 and the profile', async () => {
    const lead = await registeredLead(t);
    const { answers, points } = goldenAnswers('balanced-employee');
    const answer = await submit(lead.token, answers);
    expect(answer.body).toEqual({ result: 'ok', risk_profile_id: 2 });
    const stored = t.sandbox.store.leads.get(lead.id)?.questionnaire;
    expect(stored?.points).toBe(points);
    expect(stored?.answers[0]).toEqual(answers[0]);
    const login = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body).toMatchObject({ referrer_url: 4, risk_profile_id: 2 });
  });

  it('400 for an empty list, a duplicate question, wrong shapes, malformed JSON', async () => {
    const lead = await registeredLead(t);
    const cases: unknown[] = [
      [],
      [
        { question: 'q', values: ['a'], version: '1' },
        { question: 'q', values: ['b'], version: '1' },
      ],
      [{ question: 'q', values: 'a', version: '1' }],
      [{ values: ['a'], version: '1' }],
      [{ question: 'q', values: ['a'] }],
      { question: 'q' },
    ];
    for (const answers of cases) {
      const answer = await submit(lead.token, answers);
      expect(answer.status, JSON.stringify(answers)).toBe(400);
      expect(answer.body).toMatchObject({ result: 'invalid answers', field: 'odpovede' });
    }
    const malformed = await call(t, 'questionnaire', { token: lead.token, form: { odpovede: 'not json' } });
    expect(malformed.body).toMatchObject({ result: 'malformed JSON', field: 'odpovede' });
    const missing = await call(t, 'questionnaire', { token: lead.token, form: {} });
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'odpovede' });
  });
});

describe('points from the questionnaire definitions', () => {
  it('finds questions by property name, single and multiple choice, also in conditional branches', () => {
    const found = collectQuestionDefinitions({
      id: 'questionnaire-x',
      version: '3.1.0',
      kind: 'questionnaire-section',
      schema: {
        type: 'object',
        properties: {
          b1: {
            type: 'string',
            oneOf: [
              { const: 'low', title: 'k', points: -4 },
              { const: 'high', title: 'k', points: 9 },
            ],
          },
          a8: {
            type: 'array',
            uniqueItems: true,
            items: { type: 'string', oneOf: [{ const: 'x', points: 2 }, { const: 'y', points: 5 }, { const: 'z' }] },
          },
          note: { type: 'string' },
        },
        if: { properties: { b1: { const: 'high' } }, required: ['b1'] },
        then: {
          properties: { b1_text: { type: 'string' }, b2: { type: 'string', oneOf: [{ const: 'n', points: 0 }] } },
        },
        allOf: [
          {
            if: { properties: { a8: { contains: { const: 'x' } } }, required: ['a8'] },
            then: { properties: { e3: { type: 'string', oneOf: [{ const: '20', points: 1 }] } }, required: ['e3'] },
          },
        ],
      },
    });
    expect(found.get('b1')).toEqual({
      question: 'b1',
      version: '3.1.0',
      options: [
        { value: 'low', points: -4 },
        { value: 'high', points: 9 },
      ],
    });
    expect(found.get('a8')?.options).toEqual([
      { value: 'x', points: 2 },
      { value: 'y', points: 5 },
    ]);
    expect(found.get('b2')?.options).toEqual([{ value: 'n', points: 0 }]);
    expect(found.get('e3')?.options).toEqual([{ value: '20', points: 1 }]);
    expect([...found.keys()].sort()).toEqual(['a8', 'b1', 'b2', 'e3']);
  });

  it('reads the shipped sections: every question a1..a12, b1..b4, c1..c4, d1..d5 and the ESG set, points -10..12', () => {
    const found = loadQuestionDefinitions(join(process.cwd(), 'schemas', 'questionnaire'));
    const slugs = [
      ...Array.from({ length: 12 }, (_, i) => `a${i + 1}`),
      'b1',
      'b2',
      'b3',
      'b4',
      'c1',
      'c2',
      'c3',
      'c4',
      'd1',
      'd2',
      'd3',
      'd4',
      'd5',
    ];
    for (const slug of [...slugs, 'e1', 'e2', 'e3_taxonomy', 'e3_sfdr', 'e3_pai'])
      expect(found.has(slug), slug).toBe(true);
    for (const { options } of found.values())
      for (const { points } of options) expect(Number.isInteger(points) && points >= -10 && points <= 12).toBe(true);
    expect(definedPoints(found, 'a8', ['bonds', 'shares'])).toBe(5);
  });

  it('scores with the definitions in schemas/questionnaire/ only, ignoring points sent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-schemas-'));
    await mkdir(join(dir, 'questionnaire'));
    await writeFile(join(dir, 'scoring.json'), readFileSync(join(process.cwd(), 'schemas', 'scoring.json')));
    await writeFile(
      join(dir, 'questionnaire', 'a.json'),
      JSON.stringify({
        id: 'questionnaire-t',
        version: '1.0.0',
        kind: 'questionnaire-section',
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            Array.from({ length: 8 }, (_, index) => [
              `q${index + 1}`,
              {
                type: 'string',
                oneOf: [
                  { const: 'many', points: 12 },
                  { const: 'few', points: 1 },
                ],
              },
            ]),
          ),
        },
      }),
    );
    await writeFile(join(dir, 'questionnaire', 'broken.json'), '{ not json');
    const custom = await startSandbox({ schemasDir: dir });
    try {
      const lead = await registeredLead(custom);
      const many = Array.from({ length: 8 }, (_, index) => ({
        question: `q${index + 1}`,
        values: ['many'],
        version: '1',
        points: index === 0 ? -10 : 12,
      }));
      // 12 (defined, not the -10 sent) + 7 * 12 (not 12 sent) = 96: band 3 of the shipped table.
      const answer = await call(custom, 'questionnaire', {
        token: lead.token,
        form: { odpovede: JSON.stringify(many) },
      });
      expect(answer.body).toEqual({ result: 'ok', risk_profile_id: 3 });
      expect(custom.sandbox.store.leads.get(lead.id)?.questionnaire?.points).toBe(96);
    } finally {
      await custom.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
