// `node --import ./server/registry/node-ts.mjs server/registry/publication/write-store-command.ts <folder>`: writes a
// publication store of the repository's schemas/ and locales/ as a registry's first start would publish them
// (version 1 of each), without a registry or its database (PGlite in memory). For serving tests (nginx, the app) and
// the bench; prints what it wrote and how long compiling and writing took, as JSON on the last line.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPgliteDb } from '../db/pglite-db.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { importRepository } from '../definitions/import-repository.ts';
import { writePublicationStore } from './write-publication-store.ts';

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: write-store-command.ts <folder>\n');
  process.exit(2);
}
const db = await openPgliteDb();
try {
  await runMigrations(db);
  await importRepository(db, fileURLToPath(new URL('../../..', import.meta.url)));
  const started = performance.now();
  const written = await writePublicationStore(db, resolve(folder), new Date());
  const ms = performance.now() - started;
  process.stdout.write(
    `${JSON.stringify({
      folder: resolve(folder),
      definitions: Object.keys(written.manifest.definitions).length,
      modulesWritten: written.modulesWritten.length,
      ms: Math.round(ms),
    })}\n`,
  );
} finally {
  await db.close();
}
