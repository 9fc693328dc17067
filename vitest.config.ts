import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The unit and component tests (`vitest run`, `npm test`): vite.config.ts's `test` options, in two projects.
 *
 * - `node`: the files whose first lines say `// @vitest-environment node` use no DOM. They run in Node without
 *   happy-dom and without tests/setup.ts (jest-dom's matchers and Testing Library, which load React DOM), and share
 *   one module graph per worker (`isolate: false`), as the registry's tests do: none of them mocks a module or stubs
 *   a global, and a test that changes a module's state puts it back (section-source.test.ts: the texts loader), so
 *   each passes alone and in any order. Together about 80 CPU s less than in a fresh worker with the DOM set-up each
 *   (128 -> 47 s for 107 files).
 * - `dom`: every other file, in happy-dom with the setup, each in a fresh worker (sharing broke 89 of them).
 */
const NODE_DOCBLOCK = /^\s*\/\/ @vitest-environment node\s*$/m;

/** The test files under src/ and tests/ that declare the node environment in their first lines. */
function filesInNode(): string[] {
  return ['src', 'tests']
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => NODE_DOCBLOCK.test(readFileSync(file, 'utf8').split('\n', 5).join('\n')));
}

export default defineConfig(async (env) => {
  const config = (typeof viteConfig === 'function' ? await viteConfig(env) : viteConfig) as ViteUserConfig;
  const { include, exclude = [], setupFiles, environment, ...shared } = config.test ?? {};
  const inNode = filesInNode();
  return {
    ...config,
    test: {
      ...shared,
      projects: [
        { extends: true, test: { name: 'dom', include, exclude: [...exclude, ...inNode], environment, setupFiles } },
        { extends: true, test: { name: 'node', include: inNode, exclude, environment: 'node', isolate: false } },
      ],
    },
  };
});
