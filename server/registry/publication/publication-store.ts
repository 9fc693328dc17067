/**
 * The registry's publication store (src/definition/publication): a folder the app's origin serves under
 * `/definitions/`. Written at start (what is published, so a fresh clone's `npm start` serves it), inside every
 * publication's transaction (publishChange: a store that cannot be written refuses the publication), and when a
 * scheduled version's time comes (the manifest then names it as current).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { WORKFLOW_LOCK } from '../definitions/import-repository.ts';
import { WorkflowError } from '../definitions/workflow-error.ts';
import { type StoreWrite, writePublicationStore } from './write-publication-store.ts';

interface AttachedStore {
  dir: string;
  /** Called after each write with when the manifest must be written again. */
  written(result: StoreWrite): void;
}

const stores = new WeakMap<Db, AttachedStore>();

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later time is reached in steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Writes the store of the registry whose database is `db` (if it has one), through `tx`, the publication's open
 * transaction. Throws a 503 WorkflowError when the store cannot be written, so the transaction rolls back and
 * nothing is published that clients would not get.
 */
export async function publishToStore(db: Db, tx: Db, now: Date): Promise<StoreWrite | undefined> {
  const store = stores.get(db);
  if (!store) return undefined;
  let result: StoreWrite;
  try {
    result = await writePublicationStore(tx, store.dir, now);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new WorkflowError(
      503,
      'publication-store-unwritable',
      `the publication store could not be written${code ? ` (${code})` : ''}: nothing was published; try again`,
    );
  }
  store.written(result);
  return result;
}

/**
 * Makes every publication through `db` (publishChange) write the store in `dir`; `written` hears of each write. For
 * a registry, installPublicationStore does this and more; alone, for a command or the bench.
 */
export function attachPublicationStore(db: Db, dir: string, written: (result: StoreWrite) => void = () => {}): void {
  stores.set(db, { dir, written });
}

/**
 * Gives the registry a publication store in `dir`: written when the registry is ready (after the repository's
 * import of a first start), at each publication, and at each scheduled version's effective time.
 */
export function installPublicationStore(app: FastifyInstance, dir: string): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let writing: Promise<unknown> = Promise.resolve();

  const writeNow = () => {
    writing = writing
      .catch(() => undefined)
      .then(() =>
        app.db.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock($1)', [WORKFLOW_LOCK]);
          store.written(await writePublicationStore(tx, dir, app.now()));
        }),
      );
    return writing;
  };
  const store: AttachedStore = {
    dir,
    written: ({ nextChangeAt }) => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (closed || !nextChangeAt) return;
      const delay = Math.min(Math.max(nextChangeAt.getTime() - app.now().getTime(), 0), MAX_DELAY_MS);
      timer = setTimeout(() => {
        writeNow().catch((error: unknown) => app.log.error({ err: error }, 'the publication store was not written'));
      }, delay);
      // A pending rewrite keeps no process alive.
      timer.unref();
    },
  };
  attachPublicationStore(app.db, dir, store.written);
  // In a plugin registered after the routes: its onReady runs after theirs (the repository's import on a first start),
  // where one on the root would run before them and find an empty database.
  void app.register(async (scope) => {
    scope.addHook('onReady', async () => {
      await writeNow();
    });
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await writing.catch(() => undefined);
    stores.delete(app.db);
  });
}
