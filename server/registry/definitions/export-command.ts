// `npm run registry:export -- <folder>`: writes the definitions live now in the registry's database into <folder> in
// the repository's layout (schemas/…, locales/…), so developers and `npm test` can run on them. The database is the
// registry's (DATABASE_URL, else PGlite in .registry-data/, which a running registry holds: stop it first).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR } from '../config.ts';
import { openDb } from '../db/open-db.ts';
import { exportRegistry } from './export-registry.ts';
import { importRepository } from './import-repository.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run registry:export -- <folder>');
  process.exit(2);
}
const db = await openDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.REGISTRY_DATA_DIR ?? DEFAULT_DATA_DIR,
});
try {
  // A registry never started has the repository's definitions as its live versions, as its first start would.
  await importRepository(db, fileURLToPath(new URL('../../..', import.meta.url)));
  const written = await exportRegistry(db, resolve(folder));
  process.stdout.write(`[registry] wrote ${written.length} files of the live definitions into ${resolve(folder)}\n`);
} finally {
  await db.close();
}
