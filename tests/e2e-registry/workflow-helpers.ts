import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';

/** The studio's own words (src/studio/texts) in a language, as the page shows them (plurals included). */
export function wordsOf(language: 'sk' | 'en' | 'bg') {
  const texts = JSON.parse(readFileSync(new URL(`../../src/studio/texts/${language}.json`, import.meta.url), 'utf8'));
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
}

/**
 * Moves the focus with Tab until `target` has it, as a keyboard user reaches a control: Shift+Tab when the target
 * comes before the focus in the page. Fails when it is not reached within `limit` presses (not in the tab order,
 * hidden, or disabled).
 */
export async function tabTo(page: Page, target: Locator, limit = 300): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  const reached = () =>
    handle.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
  const before = await handle.evaluate((element) => {
    const focus = document.activeElement;
    return (
      !!focus &&
      focus !== document.body &&
      !!(element.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  for (let press = 0; press < limit; press += 1) {
    if (await reached()) return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  if (await reached()) return;
  throw new Error(`tabTo: not reached with ${limit} presses of ${before ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The studio's own language, chosen by keyboard in its navigation's select, named in the language shown now (`from`);
 * remembered in this browser.
 */
export async function chooseStudioLanguage(
  page: Page,
  from: ReturnType<typeof wordsOf>,
  language: 'sk' | 'en' | 'bg',
): Promise<void> {
  const select = page.getByLabel(from('uiLanguage'));
  await tabTo(page, select);
  await select.selectOption(language);
}

/** Reaches a control by Tab and presses Enter on it. */
export async function pressByKeyboard(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Reaches a text field by Tab and types into it. */
export async function typeByKeyboard(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A call the page itself makes with its session and CSRF token, as a person could from the browser's console. */
export async function apiFromPage(
  page: Page,
  path: string,
  method = 'GET',
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ path, method, body, extraHeaders }) => {
      const { csrfToken } = (await (await fetch('/api/session')).json()) as { csrfToken: string };
      const headers: Record<string, string> = { ...extraHeaders, 'x-csrf-token': csrfToken };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { path, method, body, extraHeaders },
  );
}

/** A definition's shared draft as the registry's API gives it. */
export interface DraftRead {
  definition: Record<string, unknown>;
  texts: Record<'sk' | 'en' | 'bg', Record<string, string>>;
  etag: string;
  revision: number;
}

/** Saves a definition's draft through the API from a signed-in page, after `edit` (If-Match: the draft just read). */
export async function saveDraft(page: Page, id: string, edit: (draft: DraftRead) => void): Promise<void> {
  const draft = (await apiFromPage(page, `/api/definitions/${id}/draft`)).json as DraftRead;
  edit(draft);
  const saved = await apiFromPage(
    page,
    `/api/definitions/${id}/draft`,
    'PUT',
    { definition: draft.definition, texts: draft.texts },
    { 'if-match': draft.etag },
  );
  expect(saved.status).toBe(200);
}

/** A saved download's JSON. */
export async function downloadedJson(download: Download): Promise<unknown> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return JSON.parse(readFileSync(path!, 'utf8'));
}
