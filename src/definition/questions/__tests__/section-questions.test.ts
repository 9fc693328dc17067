// @vitest-environment node
import { answerList, prefillFrom } from '../section-answers';
import { sectionQuestions } from '../section-questions';

const schema = {
  type: 'object',
  required: ['income'],
  properties: {
    income: {
      type: 'string',
      oneOf: [
        { const: 'low', title: 'q.low', points: 0 },
        { const: 'high', title: 'q.high', points: 3, freeText: 'incomeArea' },
      ],
    },
    incomeArea: { type: 'string' },
  },
  allOf: [
    {
      if: { properties: { income: { const: 'high' } }, required: ['income'] },
      then: {
        required: ['assets'],
        properties: {
          assets: {
            type: 'array',
            items: {
              oneOf: [
                { const: 'bonds', points: 1 },
                { const: 'shares', points: 2 },
              ],
            },
          },
        },
      },
    },
  ],
};

describe('the questions of a section', () => {
  it('lists every declared question once with its options, multiple choice, required and conditions', () => {
    const questions = sectionQuestions(schema);
    expect(
      questions.map((q) => [q.slug, q.multiple, q.required, q.options.map((o) => o.value), q.guards.length]),
    ).toEqual([
      ['income', false, true, ['low', 'high'], 0],
      ['incomeArea', false, false, [], 0],
      ['assets', true, true, ['bonds', 'shares'], 1],
    ]);
    expect(questions[2]?.options[1]).toEqual({
      value: 'shares',
      points: 2,
      pointer: '/schema/allOf/0/then/properties/assets/items/oneOf/1',
    });
  });

  it('turns form data into the answer list and back, free text included', () => {
    const section = { id: 's', version: '2', schema };
    const data = { income: 'high', incomeArea: 'IT', assets: ['bonds'] };
    const sent = answerList([section], { s: data });
    expect(sent).toEqual([
      { question: 'income', values: ['high'], text: 'IT', version: '2' },
      { question: 'assets', values: ['bonds'], version: '2' },
    ]);
    expect(prefillFrom([section], sent)).toEqual({ s: data });
  });
});
