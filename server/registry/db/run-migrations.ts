import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;
// Any constant: two instances starting at once take turns instead of both applying a migration.
const MIGRATION_LOCK = 720_020;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** `NNN-name.sql` files in order; a misnamed file or two files with one number stop the start-up. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const name of names) {
    const version = FILE_NAME.exec(name)?.[1];
    if (!version) throw new Error(`migration ${name}: name it NNN-words.sql (lower case, digits and dashes)`);
    if (seen.has(version)) throw new Error(`migration ${name}: number ${version} is used twice`);
    seen.add(version);
    migrations.push({ version, name, sql: await readFile(join(dir, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction with its record,
 * so a failing one leaves the database as the previous one left it. Returns the names applied now.
 */
export async function runMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       name text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
