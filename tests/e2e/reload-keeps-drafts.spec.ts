import type { Page } from '@playwright/test';
import { BOLD_SECTIONS } from './answer-sets';
import { expect, test } from './fixtures';
import {
  JOURNEY_TEXTS,
  birthNumberFor,
  continueButtonIn,
  fillPersonalInfoIn,
  fillRegistration,
  label,
  loginThroughUi,
} from './journey';
import { answerOn, expectAnswered, textsIn } from './questionnaire-texts';
import { readBrowserStorage } from './steps/stored-data';

const sk = JOURNEY_TEXTS.sk;

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const sealed = (page: Page) => page.evaluate(() => sessionStorage.getItem('wem_drafts'));

/** Does `act` and waits until the tab has sealed the drafts it changed (what a reload finds). */
async function andSealed(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await sealed(page);
  await act();
  await expect.poll(() => sealed(page)).not.toBe(before);
  // A change handed over a moment later (after the next paint) is sealed too.
  await page.waitForTimeout(300);
}

/** Everything readable in the browser, as one text: storage, IndexedDB names, cookies (and the tokens' payloads). */
async function storedText(page: Page): Promise<string> {
  const stored = await readBrowserStorage(page);
  const payloads = stored.cookies.map(([, value]) =>
    Buffer.from(decodeURIComponent(value).split('.')[1] ?? '', 'base64url').toString('utf8'),
  );
  return JSON.stringify(stored) + payloads.join('');
}

test('a reload on questionnaire part C keeps every answer; Start continues at part C, the first one not complete', async ({
  page,
}) => {
  const t = textsIn('sk');
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'sk' } })
  ).json()) as { email: string; password: string };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.getByRole('link', { name: t.start }).click();
  const [sectionA, sectionB] = BOLD_SECTIONS;
  const partOfC = { c1: 'buy_more', c2: 'high' };
  await answerOn(page, 'sk', sectionA);
  await page.getByRole('button', { name: t.next }).click();
  await answerOn(page, 'sk', sectionB);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.part(3), { exact: true })).toBeVisible();
  await andSealed(page, () => answerOn(page, 'sk', partOfC));
  // A look back at part B before the reload: "Start" still goes on where the answers end.
  await andSealed(page, () => page.getByRole('button', { name: t.back }).click());
  await expect(page.getByText(t.part(2), { exact: true })).toBeVisible();

  await page.reload();
  // SPEC §4: the questionnaire is entered from its introduction only.
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.getByRole('link', { name: t.start }).click();
  await expect(page.getByText(t.part(3), { exact: true })).toBeVisible();
  await expectAnswered(page, 'sk', partOfC);
  await page.getByRole('button', { name: t.back }).click();
  await expect(page.getByText(t.part(2), { exact: true })).toBeVisible();
  await expectAnswered(page, 'sk', sectionB);
  await page.getByRole('button', { name: t.back }).click();
  await expectAnswered(page, 'sk', sectionA);

  const stored = await storedText(page);
  for (const answer of ['max_growth', 'buy_more', 'university_finance']) expect(stored).not.toContain(answer);
});

test('a reload on personal data keeps what was typed, never the SMS code, and storage holds none of it readable', async ({
  page,
  request,
}) => {
  await page.goto('/registration');
  await fillRegistration(page, request, 'reload.osobne@example.sk', 'sk');
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/personal-info');
  const birthdate = '1990-06-21';
  const birthnumber = birthNumberFor(birthdate);
  await andSealed(page, () =>
    fillPersonalInfoIn(
      page,
      request,
      {
        name: 'Radoslav',
        surname: 'Obnovený',
        birthdate,
        birthnumber,
        phone: '+421 905 777 888',
        childInvestment: false,
      },
      'sk',
    ),
  );
  const code = await page.getByRole('textbox', { name: label(sk.personal.smsCode) }).inputValue();
  expect(code).toMatch(/^\d{6}$/);

  const stored = await storedText(page);
  for (const personal of [
    'Radoslav',
    'Obnovený',
    birthnumber,
    birthnumber.replace('/', ''),
    '905777888',
    '777 888',
    'EA123456',
    'reload.osobne',
    code,
  ]) {
    expect(stored).not.toContain(personal);
  }

  await page.reload();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: sk.personal.name, exact: true })).toHaveValue('Radoslav');
  await expect(page.getByRole('textbox', { name: sk.personal.surname, exact: true })).toHaveValue('Obnovený');
  await expect(page.getByRole('textbox', { name: sk.personal.birthnumber, exact: true })).toHaveValue(birthnumber);
  await expect(page.getByRole('textbox', { name: sk.personal.idcardNo, exact: true })).toHaveValue('EA123456');
  await expect(
    page.getByRole('group', { name: label(sk.personal.pep) }).getByRole('radio', { name: sk.no, exact: true }),
  ).toBeChecked();
  const codeField = page.getByRole('textbox', { name: label(sk.personal.smsCode) });
  if ((await codeField.count()) > 0) await expect(codeField).toHaveValue('');

  // Logging out ends it: nothing sealed is left, and a reload shows nothing.
  await page.getByRole('button', { name: sk.logout, exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(async () => (await readBrowserStorage(page)).session).toEqual([]);
  await expect.poll(async () => (await readBrowserStorage(page)).indexedDb).toEqual([]);
});
