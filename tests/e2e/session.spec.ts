import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { birthNumberFor, fillPersonalInfo, registerThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('a reload keeps the step; logging out and in again resumes at the next unfinished step', async ({
  page,
  request,
}) => {
  const email = 'session.test@example.sk';
  await registerThroughUi(page, request, email);
  await expect(page).toHaveURL('/steps/personal-info');

  await page.reload();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Osobné údaje');

  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Odhlásiť sa' })).toHaveCount(0);
  await page.goto('/steps/personal-info');
  await expect(page).toHaveURL('/login');

  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  await expectNoAxeViolations(page);
});

test('the PEP question links the definition document in the current language', async ({ page, request }) => {
  await registerThroughUi(page, request, 'pep.link@example.sk');
  const link = page.getByRole('link', { name: 'Definícia politicky exponovanej osoby (PDF)' });
  await expect(link).toHaveAttribute('href', '/production/v1/onboarding/get-pep-definition/sk');
  const document = await request.get('/production/v1/onboarding/get-pep-definition/sk');
  expect(document.headers()['content-type']).toContain('application/pdf');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Definition of a politically exposed person (PDF)' })).toHaveAttribute(
    'href',
    '/production/v1/onboarding/get-pep-definition/en',
  );
});

test('a session that expires during a step: the toast leads to the login, and the same person finds what they typed', async ({
  page,
  request,
}) => {
  const email = 'expired.session@example.sk';
  await registerThroughUi(page, request, email);
  const birthdate = '1988-03-15';
  await fillPersonalInfo(page, request, {
    name: 'Zuzana',
    surname: 'Vypršaná',
    birthdate,
    birthnumber: birthNumberFor(birthdate, { female: true }),
    phone: '+421 905 123 470',
    childInvestment: false,
  });
  expect((await request.post('/sandbox/faults', { data: { endpoint: 'personalInfo', status: 401 } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Pokračovať' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Vaše prihlásenie vypršalo.' });
  await expect(toast).toBeVisible();
  await expectNoAxeViolations(page);
  await toast.getByRole('link', { name: 'Prihlásiť sa znova' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Zuzana');
  await expect(page.getByRole('textbox', { name: 'Priezvisko', exact: true })).toHaveValue('Vypršaná');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Osobné údaje boli uložené' })).toBeVisible();
  await expect(page).toHaveURL('/steps/address-and-bank-account');
});
