// @vitest-environment node
// `npm run registry:export -- <folder>` on a registry database never started: it imports the repository (as the
// first start would) and writes the live versions back, byte for byte the repository's schemas/ and locales/.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readRepository } from '../../server/registry/definitions/repository-files';

const root = join(__dirname, '../..');

describe('npm run registry:export', () => {
  it('writes the repository layout back byte for byte when nothing changed', async () => {
    const work = mkdtempSync(join(tmpdir(), 'registry-export-cli-'));
    try {
      const env = { ...process.env, REGISTRY_DATA_DIR: join(work, 'data'), DATABASE_URL: '' };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          './server/registry/node-ts.mjs',
          'server/registry/definitions/export-command.ts',
          join(work, 'out'),
        ],
        { cwd: root, env },
      );
      const { definitions, baseFiles } = readRepository(root);
      const paths = [...baseFiles.keys(), ...definitions.map((d) => d.path)];
      expect(stdout).toContain(`wrote ${paths.length} files`);
      for (const path of paths)
        expect(readFileSync(join(work, 'out', path), 'utf8'), path).toBe(readFileSync(join(root, path), 'utf8'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
