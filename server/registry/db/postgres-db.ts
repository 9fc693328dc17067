import pg from 'pg';
import type { Db } from './db.ts';
import { savepointTransaction } from './savepoint-transaction.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** int8 as a number, as PGlite gives it (see db.ts); the pool's own type set, so no global parser is changed. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

async function run<R>(client: Queryable, sql: string, params?: unknown[]): Promise<{ rows: R[] }> {
  const result = (await client.query({ text: sql, values: params, types: typeParsers })) as
    pg.QueryResult | pg.QueryResult[];
  // A script of several statements answers one result per statement.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: (last?.rows ?? []) as R[] };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    query: (sql, params) => run(client, sql, params),
    transaction: (work) => savepointTransaction(db, work),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  return db;
}

/** A real PostgreSQL server (`DATABASE_URL`) through a pool of connections; a transaction holds one of them. */
export function openPostgresDb(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server drops (restart, failover) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    query: async (sql, params) => run(pool, sql, params),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
