// @vitest-environment node
// The app and the provider sandbox read a section's questions through the same walker: a question declared in a
// oneOf branch is sent by the app and known, checked and scored by the sandbox alike.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Definition } from '../../src/definition';
import { answerList } from '../../src/flows/questionnaire/answer-list';
import { prefillFrom } from '../../src/flows/questionnaire-update/prefill';
import { scoreAnswers } from '../../src/sandbox/questionnaire-answers';
import type { Services } from '../../src/sandbox/services';

const section: Definition = {
  id: 'x-products',
  version: '3',
  kind: 'questionnaire-section',
  title: 'questionnaire.x.title',
  schema: {
    type: 'object',
    required: ['kind'],
    properties: {
      kind: {
        type: 'string',
        oneOf: [
          { const: 'fund', title: 'questionnaire.x.fund', points: 1 } as never,
          { const: 'shares', title: 'questionnaire.x.shares', points: 2 } as never,
        ],
      },
    },
    // The horizon is asked only of someone who chose shares: declared in the second branch of a oneOf.
    oneOf: [
      { properties: { kind: { const: 'fund' } } },
      {
        properties: {
          kind: { const: 'shares' },
          horizon: {
            type: 'string',
            oneOf: [
              { const: 'short', title: 'questionnaire.x.short', points: 0 } as never,
              { const: 'long', title: 'questionnaire.x.long', points: 5 } as never,
            ],
          },
        },
        required: ['horizon'],
      },
    ],
  },
};

let schemasDir: string;
beforeAll(() => {
  schemasDir = mkdtempSync(join(tmpdir(), 'branch-questions-'));
  mkdirSync(join(schemasDir, 'questionnaire'));
  copyFileSync('schemas/scoring.json', join(schemasDir, 'scoring.json'));
  writeFileSync(join(schemasDir, 'questionnaire', 'x-products.json'), JSON.stringify(section));
});
afterAll(() => rmSync(schemasDir, { recursive: true, force: true }));

describe('a question declared in a oneOf branch', () => {
  it('is sent by the app and scored by the sandbox (2 + 5 points)', () => {
    const sent = answerList([section], { 'x-products': { kind: 'shares', horizon: 'long' } });
    expect(sent).toEqual([
      { question: 'kind', values: ['shares'], version: '3' },
      { question: 'horizon', values: ['long'], version: '3' },
    ]);
    expect(scoreAnswers({ schemasDir } as Services, sent)).toEqual({ points: 7, riskProfileId: 1 });
  });

  it('comes back into the form from the last answers', () => {
    const last = [
      { question: 'kind', values: ['shares'], version: '3' },
      { question: 'horizon', values: ['long'], version: '3' },
    ];
    expect(prefillFrom([section], last)).toEqual({ 'x-products': { kind: 'shares', horizon: 'long' } });
  });
});
