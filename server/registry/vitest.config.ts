import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The registry's tests (`npm run test:registry`): Node, not a DOM; real HTTP between the registry and the
 * development identity provider. npm test runs them on PGlite and again on Debian's PostgreSQL
 * (REGISTRY_TEST_DATABASE_URL, see scripts/registry-postgres.mjs).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: [
      'server/registry/**/*.test.ts',
      'tests/registry-workflow/**/*.test.ts',
      'tests/registry-publication/**/*.test.ts',
    ],
    // PGlite starts in about a second alone, far longer on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // The files share one module graph per worker: each starts its own registry, database and identity provider, so
    // nothing of a test lives in a module. Measured on the whole suite (both runs green, same machine, one after the
    // other): 133 s of CPU with isolation, 95 s without.
    isolate: false,
  },
});
