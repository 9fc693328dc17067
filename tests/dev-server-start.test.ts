// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';

// A cache folder of its own: the dependency scan runs afresh (as on a fresh clone) and leaves
// node_modules/.vite, which `npm start` uses, alone.
const cacheDir = mkdtempSync(join(tmpdir(), 'wem-dev-start-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill();
  rmSync(cacheDir, { recursive: true, force: true });
});

test('`npm start`’s dev server starts and pre-bundles the app’s dependencies without an error', async () => {
  const port = await freePort();
  server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      // Vite colours its output whenever FORCE_COLOR is set, whatever its value; NO_COLOR wins.
      env: { ...process.env, APP_CACHE_DIR: cacheDir, FORCE_COLOR: undefined, NO_COLOR: '1' },
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The scan and pre-bundling end with the optimizer's metadata; a failed scan says so and writes none.
  const metadata = join(cacheDir, 'deps', '_metadata.json');
  const deadline = Date.now() + 50_000;
  while (!existsSync(metadata) && !/Failed|error/i.test(output) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(output).toContain(`http://127.0.0.1:${port}/`);
  expect(output.split('\n').filter((line) => /Failed|error/i.test(line))).toEqual([]);
  expect(existsSync(metadata)).toBe(true);
}, 60_000);
