// @vitest-environment node
import type { Definition } from '../../../engine';
import { answerList } from '../answer-list';

const section = (id: string, version: string, schema: Definition['schema']): Definition => ({
  id,
  version,
  kind: 'questionnaire-section',
  title: 'q.t',
  schema,
});

const income = section('questionnaire-d', '2.0.0', {
  type: 'object',
  properties: {
    d1: {
      type: 'string',
      oneOf: [
        { const: 'low', title: 'q.low' },
        { const: 'mid', title: 'q.mid', freeText: 'd1_activity' } as Definition['schema'],
      ],
    },
  },
  if: { properties: { d1: { const: 'mid' } }, required: ['d1'] },
  then: { properties: { d1_activity: { type: 'string', title: 'q.activity' } }, required: ['d1_activity'] },
});
const esg = section('questionnaire-e', '1.1.0', {
  type: 'object',
  properties: {
    e1: {
      type: 'string',
      oneOf: [
        { const: 'yes', title: 'q.y' },
        { const: 'no', title: 'q.n' },
      ],
    },
    e2: {
      type: 'array',
      items: {
        type: 'string',
        oneOf: [
          { const: 'taxonomy', title: 'q.tx' },
          { const: 'sfdr', title: 'q.sf' },
        ],
      },
    },
  },
});

describe('answerList', () => {
  it('lists each answered question with its values, free text and section version', () => {
    const list = answerList([income, esg], {
      'questionnaire-d': { d1: 'mid', d1_activity: 'IT consulting' },
      'questionnaire-e': { e1: 'yes', e2: ['taxonomy', 'sfdr'] },
    });
    expect(list).toEqual([
      { question: 'd1', values: ['mid'], text: 'IT consulting', version: '2.0.0' },
      { question: 'e1', values: ['yes'], version: '1.1.0' },
      { question: 'e2', values: ['taxonomy', 'sfdr'], version: '1.1.0' },
    ]);
  });

  it('leaves out questions without an answer and texts no answer asked for', () => {
    expect(
      answerList([income, esg], {
        'questionnaire-d': { d1: 'low', d1_activity: 'stale' },
        'questionnaire-e': { e1: 'no' },
      }),
    ).toEqual([
      { question: 'd1', values: ['low'], version: '2.0.0' },
      { question: 'e1', values: ['no'], version: '1.1.0' },
    ]);
  });
});
