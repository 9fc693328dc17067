import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { loginThroughUi } from './journey';
import { republished, test, writeStore } from './published-definitions-store';
import { expectReflow } from './steps/journey-context';

/**
 * A field's label is read whole, however long compliance staff make it in the registry (WCAG 1.4.10): MUI keeps a label
 * on one line and would end it with an ellipsis. One too long for the empty field stands on its border, one too long
 * for that above the field, where it wraps; at a desktop's width both fit inside. What is typed stays as it moves.
 */

const EMAIL = 'E-mailová adresa, na ktorú vám príde kód';
const PASSWORD = 'Heslo, ktorým sa budete prihlasovať do svojho investičného účtu';

/** The label's text is all shown: nothing of it cut off by the end of its box. */
async function expectWhole(label: Locator): Promise<void> {
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
}

/** MUI's own label (in the field or on its border) carries data-shrink; the one above the field does not. */
async function expectAbove(label: Locator, field: Locator): Promise<void> {
  await expect(label).not.toHaveAttribute('data-shrink');
  const labelBox = await label.boundingBox();
  const fieldBox = await field.boundingBox();
  expect(labelBox && fieldBox && labelBox.y + labelBox.height <= fieldBox.y).toBe(true);
}

test('labels made longer in the registry: whole on the field’s border or above it at 320 px, inside at a desktop’s width; what is typed stays', async ({
  store,
  page,
}, testInfo) => {
  const version = republished('registration', (_definition, texts) => {
    texts.sk['steps.registration.email.title'] = EMAIL;
    texts.sk['steps.registration.password.title'] = PASSWORD;
  });
  await writeStore(store, [{ current: version }]);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/registration');
  // The prerendered page (built without a store) loads the app with the person's first act.
  await page.mouse.move(10, 10);
  const email = page.getByRole('textbox', { name: EMAIL });
  const emailLabel = page.locator('label').filter({ hasText: EMAIL });
  const password = page.getByLabel(PASSWORD);
  const passwordLabel = page.locator('label').filter({ hasText: PASSWORD });
  // The version in effect has replaced the prerendered one.
  await expect(email).toBeVisible();
  await expectWhole(emailLabel);
  await expect(emailLabel, 'on the border of the empty field').toHaveAttribute('data-shrink', 'true');
  await expectWhole(passwordLabel);
  await expectAbove(passwordLabel, password);
  await expectReflow(page);
  // Kept for a person to look at.
  await page.screenshot({ path: testInfo.outputPath('registration-320.png'), fullPage: true });

  await password.fill('tajne-heslo');
  await password.focus();
  // English has the bundled texts, short: inside the field again.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  const englishPassword = page.getByLabel('Password', { exact: false }).first();
  await expect(page.locator('label').filter({ hasText: /^Password/ })).toHaveAttribute('data-shrink', 'true');
  await expect(englishPassword).toHaveValue('tajne-heslo');
  await expect(page.locator('label').filter({ hasText: /^E-mail/ })).toHaveAttribute('data-shrink', 'false');
  await page.getByRole('button', { name: 'Slovenčina', exact: true }).click();
  await expectAbove(passwordLabel, password);
  await expect(password).toHaveValue('tajne-heslo');
  await expectReflow(page);

  // A desktop's width: each fits inside its field.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(emailLabel).toHaveAttribute('data-shrink', 'false');
  await expectWhole(emailLabel);
  await expect(passwordLabel).toHaveAttribute('data-shrink', 'true');
  await expectWhole(passwordLabel);
  await expect(password).toHaveValue('tajne-heslo');
  await page.screenshot({ path: testInfo.outputPath('registration-1280.png') });
});

const NATIONALITY = 'Štátna príslušnosť podľa dokladu totožnosti, ktorý predložíte pri overení totožnosti';

test('a label on the border from the start (a country’s, as a date’s) too long even there stands above the field at 320 px; at a desktop’s width on its border; the choice stays', async ({
  store,
  page,
  request,
}, testInfo) => {
  const version = republished('personal-info', (_definition, texts) => {
    texts.sk['steps.personal-info.nationality.title'] = NATIONALITY;
  });
  await writeStore(store, [{ current: version }]);
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await page.setViewportSize({ width: 320, height: 700 });
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/personal-info');
  const nationality = page.getByRole('combobox', { name: NATIONALITY });
  const label = page.locator('label').filter({ hasText: NATIONALITY });
  await expectWhole(label);
  await expectAbove(label, nationality);
  await expectReflow(page);
  await page.screenshot({ path: testInfo.outputPath('personal-info-320.png'), fullPage: true });
  await nationality.selectOption({ label: 'Slovensko' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(label, 'on the border').toHaveAttribute('data-shrink', 'true');
  await expectWhole(label);
  await expect(nationality).toHaveValue('SK');
});
