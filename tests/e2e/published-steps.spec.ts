import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { loginThroughUi } from './journey';
import { republished, test, writeStore } from './published-definitions-store';
import { lastCodeSentTo, requestCount } from './sandbox';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { holdAppScript } from './hold-app-script';

/**
 * Issue 21 for the steps (and issue 23's contracts step): a step screen draws the version of its definition the
 * publication store's manifest names, with nothing rebuilt or restarted, and its submission names that exact version;
 * a module that is not what the manifest says is refused with the fault message, never replaced by another version.
 */

test.describe.configure({ timeout: 120_000 });

const FAULT = 'Tento formulár sa nepodarilo načítať. Všetko, čo ste zadali, zostáva uložené.';

/** The JSON body of the next POST to the provider path that ends with `path`. */
function nextBody(page: Page, path: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((req: Request) => req.method() === 'POST' && new URL(req.url()).pathname.endsWith(path))
    .then((req) => req.postDataJSON() as Record<string, unknown>);
}

test('the prerendered registration takes the published version: nothing typed before the app is lost, and the registration names it', async ({
  store,
  page,
  request,
}) => {
  const HEADING = 'Otvorte si účet u nás za pár minút';
  const version = republished('registration', (_definition, texts) => {
    texts.sk['steps.registration.title'] = HEADING;
    texts.en['steps.registration.title'] = 'Open your account with us in minutes';
    texts.bg['steps.registration.title'] = 'Открийте сметка при нас за минути';
  });
  const written = (await writeStore(store, [{ current: version }])).get(version);

  // The app's script held back until everything is typed, as on a slow phone network.
  const release = await holdAppScript(page);
  await page.goto('/registration');
  // The page's HTML, built without a store: the bundled version.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  const email = 'publikovana@example.sk';
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await emailField.fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').focus();

  release();
  // The version in effect replaces it, with everything typed and the field the person was in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel(/^Heslo/)).toHaveValue('tajne-heslo');
  await expect(page.getByLabel('Zopakujte heslo')).toHaveValue('tajne-heslo');
  await expect(page.getByLabel('Zopakujte heslo')).toBeFocused();

  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  await page.getByRole('textbox', { name: /Overovací kód z e-mailu/ }).fill(await lastCodeSentTo(request, email));
  await page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }).check();
  const sent = nextBody(page, '/onboarding/registration');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  expect(await sent).toMatchObject({ email, definition_version: '1.1.0', definition_sha256: written?.sha256 });
});

test('a press on the prerendered registration before the version in effect arrives, when the store publishes another: nothing is sent, the page says the form was updated, and what was typed stays', async ({
  store,
  page,
  request,
}, testInfo) => {
  const HEADING = 'Otvorte si účet u nás za pár minút';
  const version = republished('registration', (_definition, texts) => {
    texts.sk['steps.registration.title'] = HEADING;
  });
  const written = (await writeStore(store, [{ current: version }])).get(version);

  // The published module held back (a slow network): the app takes the page over with the bundled form, not yet
  // confirmed. (The manifest itself cannot be held so: the screen's texts read it too, and the page is taken over only
  // once they are there.)
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const module = written?.module ?? '';
  await page.route(
    (url) => url.pathname === `/definitions/${module}`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  const email = 'skoro@example.sk';
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await emailField.fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  // The tick holds once the app listens (a tick before is undone and made again when it takes over).
  const consent = page.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ });
  await consent.click();
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  const code = page.getByRole('textbox', { name: /Overovací kód z e-mailu/ });
  const sentCode = await lastCodeSentTo(request, email);
  await code.fill(sentCode);

  // Pressed while the version in effect is on its way: it is another one than the one shown.
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  release();
  const updated = page.getByRole('status').filter({
    hasText: 'Formulár bol medzitým aktualizovaný. Skontrolujte, prosím, zadané údaje a odošlite ich znova.',
  });
  await expect(updated).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(page).toHaveURL('/registration');
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel(/^Heslo/)).toHaveValue('tajne-heslo');
  await expect(page.getByLabel('Zopakujte heslo')).toHaveValue('tajne-heslo');
  await expect(consent).toBeChecked();
  expect(await requestCount(request, 'verifyEmailCode')).toBe(0);
  expect(await requestCount(request, 'registration')).toBe(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await updated.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`form-updated-sk-${width}.png`) });
  }

  // Checked and sent again, in the version now shown: the registration names it.
  await expect(code).toHaveValue(sentCode);
  const sent = nextBody(page, '/onboarding/registration');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  expect(await sent).toMatchObject({ email, definition_version: '1.1.0', definition_sha256: written?.sha256 });
});

test('a step module in the store that is not the one the manifest names is refused with the fault message; the retry loads it once it is', async ({
  store,
  page,
  request,
}) => {
  const HEADING = 'Zabudli ste heslo? Pošleme vám odkaz';
  const version = republished('forgot-password', (_definition, texts) => {
    texts.sk['auth.forgotPassword.title'] = HEADING;
  });
  const written = (await writeStore(store, [{ current: version }])).get(version);
  if (!written) throw new Error('not written');
  const file = join(store, written.module);
  const genuine = await readFile(file, 'utf8');
  // Someone changed the module in the store after publication: its bytes no longer match its integrity hash.
  await writeFile(file, genuine.replace(HEADING, 'Zadajte sem svoje heslo'));

  await page.goto('/forgot-password');
  await expect(page.getByRole('alert').filter({ hasText: FAULT })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // Under the screen's heading (the bundled title, as nothing else could be shown).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zabudnuté heslo');
  await expect(page.getByText('Zadajte sem svoje heslo')).toHaveCount(0);

  // The store is repaired; the retry loads the published version.
  await writeFile(file, genuine);
  await page.getByRole('button', { name: 'Skúsiť znova' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('lead@sandbox.test');
  const sent = nextBody(page, '/forgot_password_onboarding');
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  expect(await sent).toMatchObject({ definition_version: '1.1.0', definition_sha256: written.sha256 });
  // Counted once the sandbox has answered (the request seen leaving the page may not have reached it yet).
  await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
  expect(await requestCount(request, 'forgotPassword')).toBe(1);
});

/** A lead the sandbox has brought to the contracts step, logged in through the login screen (Slovak). */
async function loginAtContracts(page: Page, request: APIRequestContext): Promise<SeededLead> {
  const lead = (await (
    await request.post('/sandbox/leads', { data: { at: 'contracts', lang: 'sk', intermediary: false } })
  ).json()) as SeededLead;
  await page.goto('/login');
  await loginThroughUi(page, lead.email, lead.password, 'sk');
  await expect(page).toHaveURL('/steps/contracts');
  return lead;
}

test('a consent added to the published contracts step is shown, required before a code is sent, and sent with the contract', async ({
  store,
  page,
  request,
}) => {
  const TICK = 'Prečítal(a) som si dokument s kľúčovými informáciami o službe.';
  const TICK_REQUIRED = 'Bez potvrdenia kľúčových informácií zmluvy nemožno podpísať.';
  const version = republished('contracts', (definition, texts) => {
    const schema = definition.schema as { properties: { consents: Record<string, unknown> } };
    const consents = schema.properties.consents as { required: string[]; properties: Record<string, unknown> };
    consents.properties.key_information = { type: 'boolean', title: 'contracts.keyInformation', const: true };
    consents.required.push('key_information');
    const ui = (definition.uiSchema as { consents: Record<string, unknown> }).consents;
    ui.key_information = {
      'ui:widget': 'consent',
      'ui:errorMessages': { required: 'contracts.keyInformationRequired', const: 'contracts.keyInformationRequired' },
    };
    texts.sk['contracts.keyInformation'] = TICK;
    texts.sk['contracts.keyInformationRequired'] = TICK_REQUIRED;
    texts.en['contracts.keyInformation'] = 'I have read the key information document about the service.';
    texts.en['contracts.keyInformationRequired'] =
      'Without confirming the key information the contracts cannot be signed.';
    texts.bg['contracts.keyInformation'] = 'Прочетох документа с ключова информация за услугата.';
    texts.bg['contracts.keyInformationRequired'] =
      'Без потвърждение на ключовата информация договорите не могат да се подпишат.';
  });
  const written = (await writeStore(store, [{ current: version }])).get(version);
  const lead = await loginAtContracts(page, request);

  const tick = page.getByRole('group', { name: 'Súhlasy' }).getByRole('checkbox', { name: TICK });
  await expect(tick).toBeVisible();
  await page.getByRole('checkbox', { name: /^Súhlasím s elektronickou komunikáciou/ }).check();
  const portfolio = page.getByRole('region', { name: 'Zmluva o riadení portfólia', exact: true });
  await portfolio.getByRole('button', { name: 'Poslať kód SMS správou' }).click();
  // Required: no code is sent, the tick says why and has the focus.
  await expect(page.getByText(TICK_REQUIRED)).toBeVisible();
  await expect(tick).toBeFocused();
  expect(await requestCount(request, 'sendSignCode')).toBe(0);

  await tick.check();
  await expect(page.getByText(TICK_REQUIRED)).toHaveCount(0);
  await portfolio.getByRole('button', { name: 'Poslať kód SMS správou' }).click();
  await expect(portfolio.getByRole('status')).toHaveText('Kód sme vám poslali SMS správou. Zadajte ho nižšie.');
  await portfolio.getByRole('textbox', { name: /^Kód z SMS/ }).fill(await lastCodeSentTo(request, lead.phone));
  const sent = nextBody(page, '/onboarding/contract');
  await portfolio.getByRole('button', { name: 'Podpísať', exact: true }).click();
  await expect(page).toHaveURL('/steps/thank-you');
  expect(await sent).toMatchObject({
    electronic_communication: true,
    key_information: true,
    definition_version: '1.1.0',
    definition_sha256: written?.sha256,
  });
});
