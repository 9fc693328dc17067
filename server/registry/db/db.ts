/**
 * The one database interface of the registry: PGlite (embedded) and PostgreSQL (node-postgres) both implement it,
 * so every query, migration and test runs the same SQL on either.
 *
 * Values come back the same way from both: int8 (bigint, count(*)) as a JavaScript number, numeric as a string,
 * timestamptz as a Date, json/jsonb parsed. Pass JSON as a string with an explicit cast (`$1::jsonb`).
 * `query` without parameters may hold several statements (a migration script); its rows are the last statement's.
 */
export interface Db {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. Inside a transaction
   * (`tx.transaction`) it is a savepoint, so a helper that needs atomicity can call it whoever its caller is.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
