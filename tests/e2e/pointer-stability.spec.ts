import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, type Lang, chooseLanguage, label } from './journey';
import { openSignedIn } from './sign-in';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Logs in a lead at personal data in a language, asks for the SMS code and leaves the focus in its empty field. */
async function focusEmptySmsCode(page: Page, request: APIRequestContext, lang: Lang): Promise<Locator> {
  await page.setViewportSize({ width: 390, height: 844 });
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang } })).json()) as {
    email: string;
    password: string;
  };
  await openSignedIn(page, request, lead, '/steps/personal-info');
  await expect(page).toHaveURL('/steps/personal-info');
  await chooseLanguage(page, lang);
  const texts = JOURNEY_TEXTS[lang];
  await page.getByRole('textbox', { name: texts.personal.phone, exact: true }).fill('+421 905 123 456');
  await page.getByRole('button', { name: texts.personal.sendCode, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.personal.codeSent })).toBeVisible();
  const code = page.getByRole('textbox', { name: label(texts.personal.smsCode) });
  // The person is in the (empty, required) code field, as the code request leaves them.
  await code.focus();
  await expect(code).toBeFocused();
  return code;
}

for (const lang of ['sk', 'en', 'bg'] as const satisfies readonly Lang[]) {
  test(`${lang}: leaving the empty SMS code field by clicking “No” under the PEP question chooses it with one click`, async ({
    page,
    request,
  }) => {
    const code = await focusEmptySmsCode(page, request, lang);
    const texts = JOURNEY_TEXTS[lang];
    const question = page.getByRole('group', { name: label(texts.personal.pep) });
    const no = question.getByRole('radio', { name: texts.no, exact: true });
    const before = await question.boundingBox();
    // A real press and release (Playwright's click: mouse down and up at the answer's centre, no retry): the
    // code field loses the focus on the press, and its "required" message must not move the answer before the
    // release.
    await no.click();
    await expect(no).toBeChecked();
    // Leaving the field still shows its message once the pointer is released.
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The message shows now, after the click, below the code field and above the question.
    const after = await question.boundingBox();
    expect(after!.y).toBeGreaterThan(before!.y);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('sk: leaving the empty SMS code field by tapping “Nie” under the PEP question chooses it with one tap', async ({
    page,
    request,
  }) => {
    const code = await focusEmptySmsCode(page, request, 'sk');
    // A tap sends the press and release of the finger first, then the mouse's (which take the focus) and the click.
    const no = page
      .getByRole('group', { name: label(JOURNEY_TEXTS.sk.personal.pep) })
      .getByRole('radio', { name: 'Nie', exact: true });
    await no.tap();
    await expect(no).toBeChecked();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  });
});
