import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { JOURNEY_TEXTS, label, logout } from './journey';
import { type Prospect, giveAddressAndBank, givePersonalData, openAccountAndRegister } from './steps/first-steps';
import { checkScreen } from './steps/journey-context';
import { cardsShown, paintedFrames, slowCpu, watchFrames } from './painted-frames';
import { SHOWN_HEADING, SHOWN_MAIN, expectTabOnShownScreen, styledAndLaidOut } from './shown-screen';

// Issue 24: the browser's back and forward show the screen next to the current one as it was left, at once (the app
// keeps it, hidden, instead of rendering it anew), with the focus on its heading, and never for another session.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const prospect: Prospect = {
  email: 'returns@example.sk',
  name: 'Mária',
  surname: 'Kováčová',
  birthdate: '1986-04-12',
  phone: '+421 905 222 377',
};

/** Notes the screen's heading element now shown, under `name`, to tell later whether the same one is shown. */
async function noteHeading(page: Page, name: string): Promise<void> {
  await page.evaluate(
    ([key, heading]) => {
      (window as unknown as Record<string, unknown>)[key] = document.querySelector(heading);
    },
    [name, SHOWN_HEADING] as const,
  );
}

const sameHeading = (page: Page, name: string) =>
  page.evaluate(
    ([key, heading]) => {
      const noted = (window as unknown as Record<string, unknown>)[key];
      return noted !== undefined && noted === document.querySelector(heading);
    },
    [name, SHOWN_HEADING] as const,
  );

test('back and forward show the address step and the questionnaire’s introduction as they were left, focused, the screen left hidden from everyone', async ({
  page,
  request,
}) => {
  const journey = { page, request, lang: 'sk' as const, axe: true };
  const texts = JOURNEY_TEXTS.sk;
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  await expect(page.getByRole('heading', { level: 1, name: texts.address.title })).toBeVisible();
  await noteHeading(page, 'addressHeading');
  await giveAddressAndBank(journey, prospect);
  const info = page.getByRole('heading', { level: 1, name: texts.questionnaireInfo });
  await expect(info).toBeFocused();
  await noteHeading(page, 'infoHeading');

  await page.goBack();
  const address = page.getByRole('heading', { level: 1, name: texts.address.title });
  await expect(address).toBeFocused();
  // The very screen that was left, with what was typed and the chosen bank statement, not one rendered anew.
  expect(await sameHeading(page, 'addressHeading')).toBe(true);
  await expect(page.getByRole('textbox', { name: label(texts.address.street) })).toHaveValue('Hlavná 12');
  await expect(
    page.getByRole('button', { name: texts.address.removeFile('bank-statement-sk.png'), exact: true }),
  ).toBeVisible();
  // The screen left stays in the page, laid out for the next return, and hidden from everyone: one main landmark and
  // one first-level heading to a screen reader, nothing of it shown, reached by Tab, or seen by axe.
  expect(await page.locator('main h1').count()).toBeGreaterThan(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('h1', { hasText: texts.questionnaireInfo })).not.toHaveCount(0);
  await expect(page.locator('h1', { hasText: texts.questionnaireInfo }).filter({ visible: true })).toHaveCount(0);
  await expectTabOnShownScreen(page);
  await checkScreen(journey);

  await page.goForward();
  await expect(info).toBeFocused();
  expect(await sameHeading(page, 'infoHeading')).toBe(true);
  await expect(page.getByRole('main')).toHaveCount(1);
  // The address step kept, left by its Continue, is sent again, here by Enter in a field as a keyboard user sends a
  // form: sent anew, on to the introduction.
  await page.goBack();
  await expect(address).toBeFocused();
  await expect(page.getByRole('button', { name: texts.continue, exact: true })).toBeEnabled();
  const street = page.getByRole('textbox', { name: label(texts.address.street) });
  await street.focus();
  await street.press('Enter');
  await expect(info).toBeFocused();
  await expect(page).toHaveURL('/steps/questionnaire-info');
  // Shown again after being sent from a field, the step's heading has the focus as after any move.
  await page.goBack();
  await expect(address).toBeFocused();
});

test('after logging out, back does not show the screens of the session that ended', async ({ page, request }) => {
  const journey = { page, request, lang: 'sk' as const, axe: false };
  const texts = JOURNEY_TEXTS.sk;
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  await giveAddressAndBank(journey, prospect);
  await expect(page.getByRole('heading', { level: 1, name: texts.questionnaireInfo })).toBeFocused();
  await logout(page, 'sk');
  await page.goBack();
  await page.goBack();
  // The address step is behind the step guard: without a session it sends the person to log in.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: texts.login.title })).toBeVisible();
  await expect(page.getByText('Hlavná 12')).toHaveCount(0);
  await expect(page.locator('input[value="Hlavná 12"]')).toHaveCount(0);
});

test('a return paints the screen’s heading first and changes the footer’s question cards after it (4x CPU)', async ({
  page,
  request,
}) => {
  const journey = { page, request, lang: 'sk' as const, axe: false };
  const texts = JOURNEY_TEXTS.sk;
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  await giveAddressAndBank(journey, prospect);
  await expect(page.getByRole('heading', { level: 1, name: texts.questionnaireInfo })).toBeFocused();
  await expect.poll(() => cardsShown(page)).toContain('Ako dlho to trvá?');
  const infoCards = await cardsShown(page);

  const normalCpu = await slowCpu(page);
  await watchFrames(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: texts.address.title })).toBeFocused();
  await expect.poll(() => cardsShown(page)).not.toBe(infoCards);
  await normalCpu();
  const addressCards = await cardsShown(page);
  const frames = await paintedFrames(page);
  // The first frame with the address step's heading still shows the cards of the screen left; its own come after.
  expect(frames.find(({ heading }) => heading === texts.address.title)?.cards).toBe(infoCards);
  expect(frames.at(-1)).toMatchObject({ heading: texts.address.title, cards: addressCards });
});

test('a return styles and lays out none of the screen shown again: the browser kept them while it was hidden', async ({
  page,
  request,
  browser,
}) => {
  const journey = { page, request, lang: 'sk' as const, axe: false };
  const texts = JOURNEY_TEXTS.sk;
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  await giveAddressAndBank(journey, prospect);
  await expect(page.getByRole('heading', { level: 1, name: texts.questionnaireInfo })).toBeFocused();
  const address = page.getByRole('heading', { level: 1, name: texts.address.title });

  const { styled, laidOut } = await styledAndLaidOut(page, browser, async () => {
    await page.goBack();
    await expect(address).toBeFocused();
  });
  const inScreen = await page.evaluate(
    (main) => document.querySelector(main)?.querySelectorAll('*').length ?? 0,
    SHOWN_MAIN,
  );
  expect(inScreen).toBeGreaterThan(150);
  // Before: 397 styled and 274 laid out for the screen's 229 elements (and those inside its fields); now 13-72 and 36
  // (the footer's cards and the toasts count too, more of them on a busy machine).
  expect(styled, 'elements styled').toBeLessThan(inScreen / 2);
  expect(laidOut, 'layout objects laid out').toBeLessThan(inScreen / 2);
});
