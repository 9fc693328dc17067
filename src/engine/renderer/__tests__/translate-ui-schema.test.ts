// @vitest-environment node
import type { JSONSchema7 } from 'json-schema';
import { translateUiSchema } from '../translate-ui-schema';

const t = (key: string) => `«${key}»`;

describe('translateUiSchema', () => {
  const schema: JSONSchema7 = {
    type: 'object',
    title: 'steps.x.title',
    properties: {
      name: { type: 'string', title: 'steps.x.name', description: 'steps.x.nameHint' },
      pep: { type: 'boolean', title: 'steps.x.pep' },
      income: {
        type: 'string',
        title: 'q.d1.title',
        oneOf: [
          { const: 'low', title: 'q.d1.low' },
          { const: 'high', title: 'q.d1.high' },
        ],
      },
      goals: {
        type: 'array',
        title: 'q.b1.title',
        items: { type: 'string', oneOf: [{ const: 'a', title: 'q.b1.a' }] },
      },
    },
    if: { properties: { pep: { const: true } } },
    then: { properties: { pepRole: { type: 'string', title: 'steps.x.pepRole' } }, required: ['pepRole'] },
  };

  it('translates titles, descriptions, help, placeholders and choices, leaving the schema untouched', () => {
    const before = JSON.stringify(schema);
    const ui = translateUiSchema(
      schema,
      { name: { 'ui:help': 'steps.x.help', 'ui:placeholder': 'steps.x.ph', 'ui:widget': 'text' } },
      t,
    );
    expect(ui.name).toEqual({
      'ui:title': '«steps.x.name»',
      'ui:description': '«steps.x.nameHint»',
      'ui:help': '«steps.x.help»',
      'ui:placeholder': '«steps.x.ph»',
      'ui:widget': 'text',
    });
    expect((ui.income as Record<string, unknown>).oneOf).toEqual([
      { 'ui:title': '«q.d1.low»' },
      { 'ui:title': '«q.d1.high»' },
    ]);
    expect(((ui.goals as Record<string, unknown>).items as Record<string, unknown>).oneOf).toEqual([
      { 'ui:title': '«q.b1.a»' },
    ]);
    expect(ui['ui:title']).toBeUndefined();
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('translates fields that only a conditional branch declares', () => {
    expect(translateUiSchema(schema, {}, t).pepRole).toEqual({ 'ui:title': '«steps.x.pepRole»' });
  });
});
