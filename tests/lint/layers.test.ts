// @vitest-environment node
import { ESLint } from 'eslint';

// Each probe is linted with the project's configuration but only the rules these tests read: the layer rules here,
// the cycle rule below. Every other rule (and no-cycle, which reads the whole module graph of src/) would run on each
// probe for nothing: the file took about twice the CPU.
const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId) });
const cycles = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the layer rule of DESIGN.md', () => {
  it.each([
    ['src/engine/probe.ts', "import { callApi } from '../api';\nexport const x = callApi;\n"],
    ['src/engine/probe.ts', "import t from '../../locales/sk/errors.json';\nexport const x = t;\n"],
    ['src/api/probe.ts', "import { App } from '../app/app';\nexport const x = App;\n"],
    [
      'src/app/probe.ts',
      "import { createSandbox } from '../sandbox/create-sandbox';\nexport const x = createSandbox;\n",
    ],
    // The definition core imports nothing else of src/, and src/ nothing of scripts/.
    ['src/definition/probe.ts', "import { widgets } from '../engine/widgets';\nexport const x = widgets;\n"],
    ['src/definition/lint/probe.ts', "import { callApi } from '../../api';\nexport const x = callApi;\n"],
    [
      'src/studio/probe.ts',
      "import { lintProject } from '../../scripts/lint-definitions.ts';\nexport const x = lintProject;\n",
    ],
  ])('refuses %s importing across the layers', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it("refuses the sandbox the engine's formats: it takes them from the definition core", async () => {
    const errors = await layerErrors(
      'src/sandbox/probe.ts',
      "import { formats } from '../engine/formats';\nexport const x = formats;\n",
    );
    expect(errors).toEqual(expect.arrayContaining([expect.stringContaining('The sandbox uses the definition core')]));
  });

  it.each([
    ['src/api/probe.ts', "import { LANGUAGES } from '../definition/languages';\nexport const x = LANGUAGES;\n"],
    ['src/engine/probe.ts', "import { isObject } from '../definition';\nexport const x = isObject;\n"],
    ['src/sandbox/probe.ts', "import { latin } from '../definition/formats/latin.ts';\nexport const x = latin;\n"],
    ['src/definition/lint/probe.ts', "import { isObject } from '../json-object';\nexport const x = isObject;\n"],
  ])('lets %s import the definition core', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it.each([
    ['src/definition/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['src/definition/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  ])('keeps React and Node out of the browser part of the definition core (%s)', async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    expect((result?.messages ?? []).map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('lets the core read a data folder with Node in src/definition/node', async () => {
    const [result] = await eslint.lintText(
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      {
        filePath: 'src/definition/node/probe.ts',
      },
    );
    expect(result?.messages ?? []).toEqual([]);
  });

  it('lets the app import the API layer', async () => {
    expect(
      await layerErrors('src/app/probe.ts', "import { callApi } from '../api';\nexport const x = callApi;\n"),
    ).toEqual([]);
  });
});

describe('no import cycle', () => {
  it('refuses a module importing what imports it (the cycle rule reads our TypeScript files)', async () => {
    const [result] = await cycles.lintText("import { callApi } from './index';\nexport const x = callApi;\n", {
      filePath: 'src/api/call-api.ts',
    });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle')).toHaveLength(1);
  });
});
