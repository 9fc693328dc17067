import type { APIRequestContext, Page, Request } from '@playwright/test';
import bgContracts from '../../locales/bg/contracts.json' with { type: 'json' };
import bgDocuments from '../../locales/bg/documents.json' with { type: 'json' };
import bgErrors from '../../locales/bg/errors.json' with { type: 'json' };
import enContracts from '../../locales/en/contracts.json' with { type: 'json' };
import enDocuments from '../../locales/en/documents.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import skContracts from '../../locales/sk/contracts.json' with { type: 'json' };
import skDocuments from '../../locales/sk/documents.json' with { type: 'json' };
import skErrors from '../../locales/sk/errors.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { type Lang, settleAnimations } from './journey';
import { lastCodeSentTo, requestCount } from './sandbox';
import { chooseDocuments } from './steps/documents';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';
import { SEEDED_STEP, type SeededAt, openSignedIn } from './sign-in';

/**
 * The provider's refusals (src/sandbox/README.md, provider requirements) as a person meets them: a translated
 * message, a way to what is missing, and nothing typed lost.
 */
const LANGS: Lang[] = ['sk', 'en', 'bg'];
const TEXTS = {
  sk: { errors: skErrors, contracts: skContracts, documents: skDocuments },
  en: { errors: enErrors, contracts: enContracts, documents: enDocuments },
  bg: { errors: bgErrors, contracts: bgContracts, documents: bgDocuments },
};

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** A lead the sandbox brought to a step, signed in (sign-in.ts) in `lang`, on that step. */
async function seededAt(page: Page, request: APIRequestContext, at: SeededAt, lang: Lang): Promise<SeededLead> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at, lang } })).json()) as SeededLead;
  await openSignedIn(page, request, lead, SEEDED_STEP[at], lang);
  return lead;
}

/** The provider starts a new identity verification for the lead (status pending): it now knows better than the page. */
async function verificationRestarted(page: Page, request: APIRequestContext): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('wem_lead'))?.value;
  expect(token).toBeTruthy();
  const started = await request.post('/production/v1/onboarding/start-verification', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(started.status()).toBe(200);
}

/** Ticks the consent, sends the SMS code and signs the portfolio management agreement; the contract call follows. */
async function signPortfolio(page: Page, request: APIRequestContext, lang: Lang, lead: SeededLead): Promise<void> {
  const c = TEXTS[lang].contracts;
  await page
    .getByRole('checkbox', {
      name: new RegExp(`^${c.electronicCommunication.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .check();
  const region = page.getByRole('region', { name: c.portfolio.title, exact: true });
  await region.getByRole('button', { name: c.sendSms, exact: true }).click();
  await expect(region.getByRole('status')).toHaveText(c.sentSms);
  await region
    .getByRole('textbox', { name: new RegExp(`^${c.codeLabel}`) })
    .fill(await lastCodeSentTo(request, lead.phone));
  await region.getByRole('button', { name: c.sign, exact: true }).click();
  await expect(region.getByRole('status')).toHaveText(c.portfolio.signed);
}

for (const lang of LANGS) {
  const { errors, contracts, documents } = TEXTS[lang];

  test(`${lang}: contracts before the documents: the provider's 409 says to upload them, with a link there; consent and signature stay`, async ({
    page,
    request,
  }) => {
    const lead = await seededAt(page, request, 'documents', lang);
    await expect(page).toHaveURL('/steps/documents-upload');
    // Straight to the contracts (the person skips the documents): the guard lets a verified lead in.
    await page.goto('/steps/contracts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contracts.title);
    await signPortfolio(page, request, lang, lead);

    await expect(page.getByRole('alert').filter({ hasText: errors.documentsRequired })).toBeVisible();
    const link = page.getByRole('link', { name: errors.goToDocuments, exact: true });
    await expect(link).toBeVisible();
    // Nothing given is lost: the consent is ticked, the agreement signed.
    await expect(
      page.getByRole('checkbox', {
        name: new RegExp(`^${contracts.electronicCommunication.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toBeChecked();
    await expect(
      page.getByRole('region', { name: contracts.portfolio.title, exact: true }).getByRole('status'),
    ).toHaveText(contracts.portfolio.signed);
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    expect(await requestCount(request, 'contract')).toBe(1);

    await link.click();
    await expect(page).toHaveURL('/steps/documents-upload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(documents.title);
  });

  test(`${lang}: documents while the provider has no successful verification: its 409 says to verify, with a link; files and text stay`, async ({
    page,
    request,
  }) => {
    await seededAt(page, request, 'documents', lang);
    await expect(page).toHaveURL('/steps/documents-upload');
    await verificationRestarted(page, request);
    await chooseDocuments(page);
    await page.getByRole('textbox', { name: documents.aml_info.title }).fill('Úspory zo mzdy');
    await page.getByRole('button', { name: documents.submit, exact: true }).click();

    await expect(page.getByRole('alert').filter({ hasText: errors.verificationRequired })).toBeVisible();
    const link = page.getByRole('link', { name: errors.goToVerification, exact: true });
    await expect(link).toBeVisible();
    await expect(page).toHaveURL('/steps/documents-upload');
    await expect(page.getByRole('textbox', { name: documents.aml_info.title })).toHaveValue('Úspory zo mzdy');
    for (const name of ['op-predna.png', 'op-zadna.jpg', 'vypis.pdf']) await expect(page.getByText(name)).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page).toHaveURL('/steps/start-verification');
  });
}

test('sk: contracts while the provider has no successful verification: its 409 says to verify, with a link there', async ({
  page,
  request,
}) => {
  const { errors } = TEXTS.sk;
  const lead = await seededAt(page, request, 'contracts', 'sk');
  await expect(page).toHaveURL('/steps/contracts');
  await verificationRestarted(page, request);
  await signPortfolio(page, request, 'sk', lead);
  await expect(page.getByRole('alert').filter({ hasText: errors.verificationRequired })).toBeVisible();
  await page.getByRole('link', { name: errors.goToVerification, exact: true }).click();
  await expect(page).toHaveURL('/steps/start-verification');
});

test('the step guard sends a lead before identity verification from documents and contracts to the verification', async ({
  page,
  request,
}) => {
  await seededAt(page, request, 'address', 'sk');
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  for (const step of ['/steps/contracts', '/steps/documents-upload']) {
    await page.goto(step);
    await expect(page).toHaveURL('/steps/start-verification');
  }
  expect(await requestCount(request, 'contract')).toBe(0);
});

/** Drops the provider's answer to the first request of `path` after the provider handled it (a lost answer). */
async function loseFirstAnswer(page: Page, path: string, sent: Request[]): Promise<void> {
  let lost = false;
  await page.route(`**/production/v1/${path}*`, async (route) => {
    sent.push(route.request());
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('sk: the contract press again after a lost answer sends the same Idempotency-Key: one contract, one e-mail', async ({
  page,
  request,
}) => {
  const lead = await seededAt(page, request, 'contracts', 'sk');
  await expect(page).toHaveURL('/steps/contracts');
  const sent: Request[] = [];
  await loseFirstAnswer(page, 'onboarding/contract', sent);
  await signPortfolio(page, request, 'sk', lead);
  await expect(page.getByRole('alert').filter({ hasText: skErrors.offline })).toBeVisible();
  await page.getByRole('button', { name: skContracts.finish, exact: true }).click();
  await expect(page).toHaveURL('/steps/thank-you');

  const keys = await Promise.all(sent.map((req) => req.headerValue('idempotency-key')));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await requestCount(request, 'contract')).toBe(2);
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(lead.email)}`)).json()) as {
    subject: string;
  }[];
  expect(mails.filter((mail) => mail.subject === 'Vaše podpísané zmluvy')).toHaveLength(1);
});

test('sk: the documents press again after a lost answer sends the same key: one upload e-mail; a new press a new key', async ({
  page,
  request,
}) => {
  const lead = await seededAt(page, request, 'documents', 'sk');
  await expect(page).toHaveURL('/steps/documents-upload');
  const sent: Request[] = [];
  await loseFirstAnswer(page, 'onboarding/upload-documents', sent);
  await chooseDocuments(page);
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: skErrors.offline })).toBeVisible();
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expect(page).toHaveURL('/steps/contracts');
  const keys = await Promise.all(sent.map((req) => req.headerValue('idempotency-key')));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(lead.email)}`)).json()) as {
    subject: string;
  }[];
  expect(mails.filter((mail) => mail.subject === 'Dokumenty boli odoslané')).toHaveLength(1);
});

for (const lang of LANGS) {
  const { errors } = TEXTS[lang];
  test(`${lang}: a client-zone link opened a second time says it was used and sends new links on request, the e-mail kept`, async ({
    page,
    request,
  }) => {
    const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
      email: string;
      links: { new_strategy: string };
    };
    const path = new URL(client.links.new_strategy).pathname;
    await page.goto(path);
    await expect(page).toHaveURL(`/${lang}/new_strategy/`);
    await expect(page.getByRole('checkbox').first()).toBeVisible();

    // The e-mail's link again, in the same tab or any other: it worked once.
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: errors.clientLinkUsedTitle })).toContainText(
      errors.linkAlreadyUsed,
    );
    expect(page.url()).not.toContain(path.split('/').at(-1) ?? '');
    const email = page.getByRole('textbox', { name: new RegExp(`^${errors.clientLinkEmail}`) });
    await page.getByRole('button', { name: errors.clientLinkRequestSend, exact: true }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(errors.clientLinkEmailRequired);
    await email.fill(client.email);
    await page.getByRole('button', { name: errors.clientLinkRequestSend, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: errors.clientLinkRequestSent.replace('{{email}}', client.email) }),
    ).toBeVisible();
    await expect(email).toHaveValue(client.email);
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
      links?: string[];
    }[];
    expect(mails).toHaveLength(2);
    const fresh = mails.at(-1)?.links?.find((link) => link.includes('/new_strategy/')) ?? '';
    await page.goto(new URL(fresh).pathname);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });
}

test('sk: a provider refusal with only a result text shows that text; a machine code shows the generic error', async ({
  page,
  request,
}) => {
  await seededAt(page, request, 'documents', 'sk');
  await expect(page).toHaveURL('/steps/documents-upload');
  await request.post('/sandbox/faults', {
    data: { endpoint: 'uploadDocuments', status: 400, result: 'Príjem dokladov je dočasne pozastavený.' },
  });
  await chooseDocuments(page);
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Príjem dokladov je dočasne pozastavený.' })).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'Príjem dokladov je dočasne pozastavený.' }).click();

  await request.post('/sandbox/faults', { data: { endpoint: 'uploadDocuments', status: 400, result: 'code expired' } });
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: skErrors.generic })).toBeVisible();
  await expect(page.getByText('code expired')).toHaveCount(0);
  await expect(page.getByText('vypis.pdf')).toBeVisible();
});
