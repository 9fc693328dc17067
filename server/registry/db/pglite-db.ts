import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { savepointTransaction } from './savepoint-transaction.ts';

type Runner = Pick<Transaction, 'query' | 'exec'>;

async function run<R>(runner: Runner, sql: string, params?: unknown[]): Promise<{ rows: R[] }> {
  if (params === undefined || params.length === 0) {
    // The simple protocol, as node-postgres uses without parameters: a script of several statements is allowed.
    const results = await runner.exec(sql);
    return { rows: (results.at(-1)?.rows ?? []) as R[] };
  }
  const result = await runner.query<R>(sql, params);
  return { rows: result.rows };
}

/** The statements of one transaction, on PGlite's single connection (held exclusively until it ends). */
function transactionDb(tx: Transaction): Db {
  const db: Db = {
    query: (sql, params) => run(tx, sql, params),
    transaction: (work) => savepointTransaction(db, work),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  return db;
}

/** PGlite's database, and an image of its data folder to start another one from. */
export interface PgliteDb extends Db {
  /** The data folder as a tarball (uncompressed), for `openPgliteDb`'s `image`. */
  image(): Promise<Blob>;
}

/**
 * The embedded database: PGlite keeps its files in `dataDir` (memory when undefined). One process only may open a
 * folder: see `data-dir-lock.ts`. `image`: start from another database's data folder (`image()`) instead of a new
 * cluster: no initdb, 0.7 instead of 2.7 CPU s (the tests' fresh databases, see registry-harness.ts).
 */
export async function openPgliteDb(dataDir?: string, { image }: { image?: Blob } = {}): Promise<PgliteDb> {
  const pglite = await PGlite.create(dataDir, {
    // The same values as node-postgres gives (see db.ts): int8 as a number.
    parsers: { [types.INT8]: (value: string) => Number(value) },
    ...(image ? { loadDataDir: image } : {}),
  });
  return {
    query: (sql, params) => run(pglite, sql, params),
    transaction: (work) => pglite.transaction((tx) => work(transactionDb(tx))),
    close: () => pglite.close(),
    image: () => pglite.dumpDataDir('none'),
  };
}
