import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { lastCodeSentTo, requestCount } from './sandbox';
import { holdAppScript } from './hold-app-script';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('a prospect registers: e-mail code first, then the account, then on to personal data', async ({
  page,
  request,
}) => {
  const email = 'jana.novakova@example.sk';
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
  await expectNoAxeViolations(page);

  const sendCode = page.getByRole('button', { name: 'Poslať kód e-mailom' });
  await expect(sendCode).toBeDisabled();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  await sendCode.click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  const code = await lastCodeSentTo(request, email);

  const codeInput = page.getByRole('textbox', { name: /Overovací kód z e-mailu/ });
  await expect(codeInput).toBeFocused();
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }).check();
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByText('Zadali ste nesprávny kód').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  expect(await requestCount(request, 'registration')).toBe(0);

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByText('Registrácia prebehla úspešne')).toBeVisible();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Osobné údaje');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await requestCount(request, 'registration')).toBe(1);
});

test('registration refuses a missing consent and mismatched passwords with the SPEC texts, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('x@example.sk');
  await page.getByLabel(/^Heslo/).fill('abc');
  await page.getByLabel('Zopakujte heslo').fill('abd');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Formulár obsahuje/ })).toBeVisible();
  await expect(page.getByText('Heslo musí obsahovať najmenej 6 znakov!')).toBeVisible();
  await expect(page.getByText('Zadané heslá sa nezhodujú!')).toBeVisible();
  await expect(page.getByText(/Prosím, potvrďte svoj súhlas so spracúvaním osobných údajov/)).toBeVisible();
  await expect(page.getByLabel('Zopakujte heslo')).toHaveValue('abd');
  await expectNoAxeViolations(page);
});

test('registration in English and Bulgarian', async ({ page }) => {
  for (const [lang, title] of [
    ['en', 'Registration'],
    ['bg', 'Регистрация'],
  ] as const) {
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: lang === 'en' ? 'Continue' : 'Продължете' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: lang === 'en' ? /The form has/ : /Формулярът съдържа/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the prerendered registration: what is typed, ticked and pressed before the app has loaded is kept and done', async ({
  page,
  request,
}) => {
  const email = 'pomaly.telefon@example.sk';
  // The app's script held back until everything is typed, as on a slow phone network.
  const release = await holdAppScript(page);
  await page.goto('/registration');
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await emailField.fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  // A tick before the app listens is undone and kept: the box is ticked once the form knows of it.
  const consent = page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ });
  await consent.click();
  await expect(consent).not.toBeChecked();
  expect(await requestCount(request, 'onboardingToken')).toBe(1);

  release();
  await expect(consent).toBeChecked();
  await expect(emailField).toHaveValue(email);
  const sendCode = page.getByRole('button', { name: 'Poslať kód e-mailom' });
  await sendCode.click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  await page.getByRole('textbox', { name: /Overovací kód z e-mailu/ }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  // The token asked for as the page loaded was taken over by the app, not asked for again.
  expect(await requestCount(request, 'onboardingToken')).toBe(1);
  expect(await requestCount(request, 'registration')).toBe(1);
});

test('the prerendered registration stays where the person scrolled it when the app takes it over, and a tick made there holds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/registration');
  // Scrolled before the app is there (a script's scroll is no act: the app is not loaded yet).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  // The first act loads the app; it takes the page over (the footer questions come with it).
  await page.mouse.move(10, 10);
  await expect(page.getByRole('button', { name: 'Ďalšia otázka' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const consent = page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ });
  await consent.click();
  await expect(consent).toBeChecked();
});
