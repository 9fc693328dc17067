import { expect, test } from './fixtures';
import {
  JOURNEY_TEXTS,
  birthNumberFor,
  continueButtonIn,
  fillAddressAndBank,
  fillPersonalInfoIn,
  fillRegistration,
  label,
} from './journey';
import { expectNothingPersonalStored } from './steps/stored-data';

const sk = JOURNEY_TEXTS.sk;

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('one tab, one person: whoever opens an account after someone left without logging out sees nothing of theirs on any step', async ({
  page,
  request,
}) => {
  // Person A: registration, personal data, then address and bank with a scan, and leaves (no logout).
  await page.goto('/registration');
  await fillRegistration(page, request, 'anna.prva@example.sk', 'sk', 'heslo-anny-1');
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/personal-info');
  const birthdate = '1985-04-12';
  await fillPersonalInfoIn(
    page,
    request,
    {
      name: 'Anna',
      surname: 'Prvá',
      birthdate,
      birthnumber: birthNumberFor(birthdate, { female: true }),
      phone: '+421 905 111 222',
      childInvestment: false,
    },
    'sk',
  );
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  await fillAddressAndBank(page, 'sk', {
    street: 'Annina 1',
    zip: '81101',
    city: 'Bratislava',
    owner: 'Anna Prvá',
    iban: 'SK3112000000198742637541',
    scanName: 'anna-vypis.png',
  });

  // Person B, in the same tab: the logo, then "Open an account".
  await page.getByRole('link', { name: 'Domov – WEM' }).click();
  await page.getByRole('link', { name: sk.openAccount }).click();
  await expect(page).toHaveURL('/registration');
  await expect(page.getByRole('textbox', { name: sk.registration.email, exact: true })).toHaveValue('');
  await expect(page.getByLabel(label(sk.registration.password))).toHaveValue('');
  await expect(page.getByRole('button', { name: sk.logout, exact: true })).toHaveCount(0);

  await fillRegistration(page, request, 'boris.druhy@example.sk', 'sk', 'heslo-borisa-2');
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/personal-info');
  for (const field of [
    sk.personal.name,
    sk.personal.surname,
    sk.personal.birthnumber,
    sk.personal.idcardNo,
    sk.personal.phone,
  ]) {
    await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveValue('');
  }
  const birthdateB = '1979-11-02';
  await fillPersonalInfoIn(
    page,
    request,
    {
      name: 'Boris',
      surname: 'Druhý',
      birthdate: birthdateB,
      birthnumber: birthNumberFor(birthdateB),
      phone: '+421 905 333 444',
      childInvestment: false,
    },
    'sk',
  );
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  for (const field of [sk.address.street, sk.address.zip, sk.address.city, sk.address.owner, sk.address.iban]) {
    await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveValue('');
  }
  await expect(page.getByRole('button', { name: sk.address.removeFile('anna-vypis.png'), exact: true })).toHaveCount(0);
  await expect(page.getByText('anna-vypis.png')).toHaveCount(0);

  // Going back to B's own registration shows B's e-mail, never a password or a code.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/registration');
  await expect(page.getByRole('textbox', { name: sk.registration.email, exact: true })).toHaveValue(
    'boris.druhy@example.sk',
  );
  await expect(page.getByLabel(label(sk.registration.password))).toHaveValue('');

  // B's session is open: B's drafts are sealed for a reload, ciphertext that a text search could find anything in.
  await expectNothingPersonalStored(page, ['anna', 'Prvá', 'Annina', 'SK3112', 'heslo-', 'boris', 'Druhý'], {
    sessionOpen: true,
  });
});

test('a new e-mail code (another lead) ends the session of the lead before it in the tab', async ({
  page,
  request,
}) => {
  await page.goto('/registration');
  await fillRegistration(page, request, 'cyril.treti@example.sk', 'sk');
  await continueButtonIn(page, 'sk').click();
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('textbox', { name: sk.personal.name, exact: true }).fill('Cyril');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  // Straight to the registration (no "Open an account"), and a new e-mail code: a new lead.
  await page.goBack();
  await expect(page).toHaveURL('/registration');
  const email = page.getByRole('textbox', { name: sk.registration.email, exact: true });
  await email.fill('dana.stvrta@example.sk');
  await page.getByRole('button', { name: sk.registration.sendCode, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: sk.registration.codeSent })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('textbox', { name: sk.personal.name, exact: true })).toHaveValue('');
});
