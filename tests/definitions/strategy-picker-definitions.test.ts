// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTexts, textReferences } from '../../src/definition/texts';
import { fieldNames } from '../../src/engine';

const ROOT = join(import.meta.dirname, '../..');
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const STEPS = ['schemas/steps/strategies.json', 'schemas/steps/new-strategy.json'];

describe('the strategy steps as definitions (issue 23)', () => {
  it('the meta-schema’s ui:field names are the engine’s fields', () => {
    const meta = readJson('schemas/meta/definition.schema.json') as {
      definitions: { uiFieldName: { enum: string[] } };
    };
    expect(meta.definitions.uiFieldName.enum).toEqual(fieldNames);
  });

  it('the picker’s own texts (ui:texts) are texts of the definition, which the lint checks in every language', () => {
    for (const file of STEPS) {
      const keys = textReferences(readJson(file)).map(({ key }) => key);
      expect(keys).toEqual(expect.arrayContaining(['strategies.suitability.text', 'strategies.horizonYears']));
    }
    const definition = { uiSchema: { list: { 'ui:texts': { riskierText: 'x.warning', years: 'x.years' } } } };
    const texts = (warning?: string) =>
      new Map<string, string>([...(warning ? [['x.warning', warning] as const] : []), ['x.years_other', 'y']]);
    const problems: string[] = [];
    checkTexts(definition, { sk: texts('Pozor'), en: texts(), bg: texts('Внимание') }, (pointer, message) =>
      problems.push(`${pointer}: ${message}`),
    );
    // A text with plural forms counts by its `_other` form.
    expect(problems).toEqual(['/uiSchema/list/ui:texts/riskierText: text "x.warning" is missing or empty in en']);
  });
});
