import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, label, loginThroughUi } from './journey';
import { textsIn } from './questionnaire-texts';
import { IDP_BUTTONS } from './steps/verification';
import { holdAppScript } from './hold-app-script';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** The heading of the screen, once the app has moved the focus to it after a navigation. */
async function focusedHeading(page: Page, name: string): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  return heading;
}

/** The outline a person sees around an element: its style, width and colour as drawn. */
function outlineOf(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
}

const FIRM_RING = 'solid 3px rgb(138, 106, 31)';

async function seedLeadAtVerification(request: APIRequestContext): Promise<{ email: string; password: string }> {
  return (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
}

test('by mouse: the heading a new screen focuses shows no focus ring (after logging in, and on the verification result)', async ({
  page,
  request,
}) => {
  const lead = await seedLeadAtVerification(request);
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/start-verification');
  const start = await focusedHeading(page, 'Overenie totožnosti');
  expect(await outlineOf(start)).toBe('none');

  await page.getByRole('button', { name: 'Overiť totožnosť', exact: true }).click();
  await page.getByRole('button', { name: IDP_BUTTONS.sk.success, exact: true }).click();
  await expect(page).toHaveURL(/\/steps\/verification-result\//);
  const result = page.getByRole('heading', { level: 1 });
  await expect(result).toBeVisible();
  // Focused or not (the page is a fresh load from the identity provider), the title has no frame around it.
  expect(await outlineOf(result)).toBe('none');
});

test('by keyboard: the focused heading of the new screen shows the firm’s focus ring', async ({ page, request }) => {
  const lead = await seedLeadAtVerification(request);
  const texts = JOURNEY_TEXTS.sk.login;
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await page.getByRole('textbox', { name: label(texts.email) }).fill(lead.email);
  await page.getByLabel(label(texts.password)).fill(lead.password);
  await page.getByLabel(label(texts.password)).press('Enter');
  await expect(page).toHaveURL('/steps/start-verification');
  const start = await focusedHeading(page, 'Overenie totožnosti');
  expect(await outlineOf(start)).toBe(FIRM_RING);
});

test('by keyboard before the app’s code arrived (a slow phone): the heading after logging in shows the focus ring', async ({
  page,
  request,
}) => {
  const lead = await seedLeadAtVerification(request);
  const texts = JOURNEY_TEXTS.sk.login;
  // The app's script held back until the person has pressed Enter on the prerendered login page.
  const release = await holdAppScript(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await page.getByRole('textbox', { name: label(texts.email) }).fill(lead.email);
  await page.getByLabel(label(texts.password)).fill(lead.password);
  await page.getByLabel(label(texts.password)).press('Enter');
  release();
  await expect(page).toHaveURL('/steps/start-verification');
  const start = await focusedHeading(page, 'Overenie totožnosti');
  expect(await outlineOf(start)).toBe(FIRM_RING);
});

test('the update flow’s evaluation: no ring after finishing by mouse, the ring after finishing by keyboard', async ({
  page,
  request,
}) => {
  for (const by of ['mouse', 'keyboard'] as const) {
    const client = (await (await request.post('/sandbox/clients', { data: { lang: 'en' } })).json()) as {
      email: string;
    };
    const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
      link?: string;
    }[];
    await page.goto(mails.at(-1)!.link!);
    const t = textsIn('en');
    for (const part of [1, 2, 3, 4, 5]) {
      await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
      const button = page.getByRole('button', { name: part < 5 ? t.next : t.finish });
      if (by === 'mouse') await button.click();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
    }
    await expect(page).toHaveURL('/en/questionnaire-evaluation/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // Polled: the screen's heading may still give way to the evaluated one (the focus moving with it), and a heading
    // read as it leaves the page has no style at all.
    await expect.poll(() => outlineOf(heading)).toBe(by === 'mouse' ? 'none' : FIRM_RING);
  }
});
