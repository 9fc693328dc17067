import type { Db } from './db.ts';

let savepoints = 0;

/** A transaction inside a transaction: a savepoint on the same connection, released or rolled back with `work`. */
export async function savepointTransaction<T>(tx: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  savepoints += 1;
  const name = `registry_savepoint_${savepoints}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await work(tx);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
