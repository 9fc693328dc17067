// @vitest-environment node
import { ESLint } from 'eslint';

const eslint = new ESLint();

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
  ])('refuses %s importing across the layers', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it('lets the app import the API layer', async () => {
    expect(
      await layerErrors('src/app/probe.ts', "import { callApi } from '../api';\nexport const x = callApi;\n"),
    ).toEqual([]);
  });
});
