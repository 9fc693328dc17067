import type { Db } from './db.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';
import { runMigrations } from './run-migrations.ts';

export interface OpenDbOptions {
  /** A PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
}

/** The registry's database, migrated: PostgreSQL when a URL is given, otherwise PGlite (folder created if new). */
export async function openDb({ databaseUrl, dataDir, log = () => undefined }: OpenDbOptions): Promise<Db> {
  let db: Db;
  if (databaseUrl) {
    db = openPostgresDb(databaseUrl);
    log('database: PostgreSQL (DATABASE_URL)');
  } else {
    const unlock = lockDataDir(dataDir);
    try {
      const pglite = await openPgliteDb(dataDir);
      db = { ...pglite, close: () => pglite.close().finally(unlock) };
    } catch (error) {
      unlock();
      throw error;
    }
    log(`database: PGlite in ${dataDir}`);
  }
  try {
    const applied = await runMigrations(db);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
