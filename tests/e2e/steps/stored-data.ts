import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The two token cookies SPEC §3 keeps (src/api/cookies.ts): the authorization token and the lead token. */
const TOKEN_COOKIES = ['wem_auth', 'wem_lead'];
/** The language cookie (src/app/language-cookie.ts), which nginx reads to send a page in the chosen language. */
const LANGUAGE_COOKIE = 'wem_locale';

/** Everything the app could have left in the browser: web storage, cookies, IndexedDB and Cache Storage names. */
export async function readBrowserStorage(page: Page) {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map(
        (key) => [key, storage.getItem(key) ?? ''] as const,
      );
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      indexedDb: (await indexedDB.databases()).map((database) => database.name ?? ''),
      caches: await caches.keys(),
    };
  });
  const cookies = (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value] as const);
  return { ...inPage, cookies };
}

/** The JSON payload of a JWT, as text (what anyone reading the cookie could decode). */
function jwtPayload(token: string): string {
  const payload = decodeURIComponent(token).split('.')[1] ?? '';
  return Buffer.from(payload, 'base64url').toString('utf8');
}

/** The drafts sealed for a reload (src/flows/shared/session): ciphertext under the tab's key, while a session is open.
 * */
const SEALED_SESSION_KEYS = ['wem_tab', 'wem_drafts'];
const TAB_KEYS_DATABASE = 'wem-tab-keys';

/**
 * Checks that nothing personal is kept in the browser (issue 9, SPEC §3): local storage holds at most the language
 * (`wem_locale`), session storage, IndexedDB and Cache Storage nothing, cookies at most the two token cookies and the
 * language code, and no stored value (nor a token's decoded payload) contains any of the person's data. While a
 * session is open (`sessionOpen`), session storage may hold the sealed drafts (the tab's id and base64 AES-GCM
 * ciphertext) and IndexedDB the tabs' keys (issue 17), and none of it may be readable either.
 */
export async function expectNothingPersonalStored(
  page: Page,
  personal: readonly string[],
  { sessionOpen = false } = {},
): Promise<void> {
  // The session's end deletes the tab's key database asynchronously (IndexedDB's deleteDatabase), moments after the
  // screen that ended it is shown: wait for it rather than read storage in that moment.
  if (!sessionOpen)
    await expect.poll(async () => (await readBrowserStorage(page)).indexedDb, { timeout: 5_000 }).toEqual([]);
  const stored = await readBrowserStorage(page);
  if (sessionOpen) {
    expect(stored.session.map(([key]) => key).filter((key) => !SEALED_SESSION_KEYS.includes(key))).toEqual([]);
    for (const [key, value] of stored.session)
      expect(value).toMatch(key === 'wem_drafts' ? /^[A-Za-z0-9+/=]{16}\.[A-Za-z0-9+/=]+$/ : /^[0-9a-f]{32}$/);
    stored.session = [];
    stored.indexedDb = stored.indexedDb.filter((name) => name !== TAB_KEYS_DATABASE);
  }
  // The language is stored only once one was chosen (Slovak, the default, may never be).
  expect(stored.local.map(([key]) => key).filter((key) => key !== 'wem_locale')).toEqual([]);
  for (const [, value] of stored.local) expect(value).toMatch(/^(sk|en|bg)$/);
  expect(stored.session).toEqual([]);
  expect(stored.indexedDb).toEqual([]);
  expect(stored.caches).toEqual([]);
  expect(
    stored.cookies.map(([name]) => name).filter((name) => !TOKEN_COOKIES.includes(name) && name !== LANGUAGE_COOKIE),
  ).toEqual([]);
  for (const [, value] of stored.cookies.filter(([name]) => name === LANGUAGE_COOKIE))
    expect(value).toMatch(/^(sk|en|bg)$/);
  // A token as anyone can read it: its decoded payload (its encoded form may hold any word by chance, as ciphertext).
  const readable = [...stored.local, ...stored.cookies].flatMap(([key, value]) => [
    key,
    TOKEN_COOKIES.includes(key) ? jwtPayload(value) : value,
  ]);
  for (const item of personal) {
    expect(
      readable.filter((text) => text.toLowerCase().includes(item.toLowerCase())),
      `stored values containing “${item}”`,
    ).toEqual([]);
  }
}
