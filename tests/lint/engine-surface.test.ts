// @vitest-environment node
import { ESLint } from 'eslint';

// Only the rule these tests read: the others (no-cycle reads the whole module graph of src/) ran on each probe for
// nothing.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe("the engine's public surface", () => {
  // ESLint loads its configuration, parser and resolver on the first file: slow on a busy machine.
  beforeAll(() => eslint.lintText('', { filePath: 'src/flows/probe.ts' }), 120_000);

  it.each([
    ['src/flows/step/probe.ts', "import { DefinitionForm } from '../../engine/renderer/definition-form';"],
    ['src/flows/probe.ts', "import { widgets } from '../engine/widgets';"],
    ['src/studio/editor/probe.ts', "import { FileStore } from '../../engine/files/file-store';"],
    ['tests/probe.ts', "import { parseEurAmount } from '../src/engine/values/parse-eur-amount';"],
    ['scripts/bench/probe.tsx', "import { engineTheme } from '../../src/engine/theme/engine-theme';"],
    ['build/probe.ts', "import { AJV_OPTIONS } from '../src/engine/validation/index.ts';"],
  ])('refuses %s importing a module inside the engine', async (file, line) => {
    const errors = await zoneErrors(file, `${line}\nexport const x = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('public surface');
  });

  it.each([
    ['src/flows/step/probe.ts', "import { DefinitionForm, engineTheme } from '../../engine';"],
    ['tests/probe.ts', "import { FileStore } from '../src/engine';"],
    // Inside the engine, and its own tests, modules import each other.
    ['src/engine/renderer/probe.ts', "import { widgets } from '../widgets';"],
    ['src/engine/widgets/__tests__/probe.ts', "import { FormValues } from '../form-values';"],
  ])('lets %s import the engine as it should', async (file, line) => {
    expect(await zoneErrors(file, `${line}\nexport const x = 1;\n`)).toEqual([]);
  });
});
