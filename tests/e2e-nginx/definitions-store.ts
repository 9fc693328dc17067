import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The publication store the test's nginx serves under /definitions/ (NGINX_DEFINITIONS_DIR), one folder per port. */
export const DEFINITIONS_DIR =
  process.env.NGINX_DEFINITIONS_DIR ?? join(tmpdir(), `wem-nginx-definitions-${process.env.NGINX_PORT ?? 4180}`);

/** Writes the repository's definitions into the store as the registry publishes them (its writer, PGlite in memory). */
export function writeRepositoryStore(): void {
  execFileSync(
    process.execPath,
    [
      '--import',
      './server/registry/node-ts.mjs',
      'server/registry/publication/write-store-command.ts',
      DEFINITIONS_DIR,
    ],
    { stdio: 'pipe' },
  );
}
