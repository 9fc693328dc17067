const DATABASE = 'wem-tab-keys';
const STORE = 'keys';
const TAB_ID = 'wem_tab';

/** A key not used for this long is a closed tab's (or an ended session's): it is deleted (src/app idle timeout is 15
 * min). */
const UNUSED_KEY_MS = 15 * 60_000;

interface KeyRecord {
  id: string;
  key: CryptoKey;
  usedAt: number;
}

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result);
    run.onerror = () => reject(run.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'id' });
  return request(opening);
}

// Each operation opens and closes its own connection: an open connection would block another tab's
// deleteDatabase (and this tab's, after the last key is gone).
async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await run(database.transaction(STORE, mode).objectStore(STORE));
  } finally {
    database.close();
  }
}

let cached: KeyRecord | undefined;

function tabId(create: boolean): string | undefined {
  const existing = sessionStorage.getItem(TAB_ID);
  if (existing || !create) return existing ?? undefined;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  sessionStorage.setItem(TAB_ID, id);
  return id;
}

/**
 * The tab's AES-GCM key for the drafts it keeps across a reload: made by WebCrypto as non-extractable (no
 * script, this app's included, can read its bytes; it can only be used by this origin's pages), kept in
 * IndexedDB under a random id that only this tab's sessionStorage names, so it is found again after a reload
 * and by nothing once the tab is closed. Keys of closed tabs are deleted once unused for 15 minutes.
 */
export const tabKey = {
  /** The tab's key; `create` makes one when the tab has none yet. Undefined when there is none (or no IndexedDB). */
  async get(create: boolean): Promise<CryptoKey | undefined> {
    const id = tabId(create);
    if (!id || typeof indexedDB === 'undefined') return undefined;
    const now = Date.now();
    // Marked as used at most once a minute, not on every save.
    if (cached?.id === id && now - cached.usedAt < 60_000) return cached.key;
    const found = await withStore('readonly', (store) => request<KeyRecord | undefined>(store.get(id)));
    if (found && now - found.usedAt < UNUSED_KEY_MS) {
      cached = { ...found, usedAt: now };
      await withStore('readwrite', (store) => request(store.put(cached)));
      return found.key;
    }
    if (!create) return undefined;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await withStore('readwrite', async (store) => {
      const all = await request(store.getAll() as IDBRequest<KeyRecord[]>);
      for (const record of all) if (now - record.usedAt >= UNUSED_KEY_MS) store.delete(record.id);
      await request(store.put({ id, key, usedAt: now } satisfies KeyRecord));
    });
    cached = { id, key, usedAt: now };
    return key;
  },

  /** Deletes the tab's key and its id; the database too once no tab holds a key, so nothing is left behind. */
  async forget(): Promise<void> {
    const id = tabId(false);
    cached = undefined;
    sessionStorage.removeItem(TAB_ID);
    if (typeof indexedDB === 'undefined') return;
    const databases = await indexedDB.databases?.();
    if (databases && !databases.some((database) => database.name === DATABASE)) return;
    const left = await withStore('readwrite', async (store) => {
      if (id) await request(store.delete(id));
      const now = Date.now();
      const all = await request(store.getAll() as IDBRequest<KeyRecord[]>);
      const live = all.filter((record) => now - record.usedAt < UNUSED_KEY_MS);
      for (const record of all) if (!live.includes(record)) store.delete(record.id);
      return live.length;
    });
    if (left === 0) await request(indexedDB.deleteDatabase(DATABASE)).catch(() => undefined);
  },
};
