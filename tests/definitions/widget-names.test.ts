// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetNames, widgets } from '../../src/engine';

// The engine's registry is the one home of the widget names; the meta-schema (for editors) and widget-names.json (for
// the definition lint) hold generated copies. `npm run widget-names` writes them again after the registry changes.
const ROOT = join(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

describe('the widget names', () => {
  it('in schemas/meta/widget-names.json are the registry’s (else run npm run widget-names)', () => {
    expect(readJson('schemas/meta/widget-names.json')).toEqual(widgetNames);
  });

  it('in the meta-schema’s widgetName enum are the registry’s (else run npm run widget-names)', () => {
    const meta = readJson('schemas/meta/definition.schema.json') as {
      definitions: { widgetName: { enum: string[] } };
    };
    expect(meta.definitions.widgetName.enum).toEqual(widgetNames);
  });

  it('name a component for each of the engine’s own widgets, and no name twice', () => {
    for (const widget of Object.values(widgets)) expect(typeof widget).toBe('function');
    expect(new Set(widgetNames).size).toBe(widgetNames.length);
  });
});
