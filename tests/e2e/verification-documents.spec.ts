import type { APIRequestContext, Page } from '@playwright/test';
import bgDocuments from '../../locales/bg/documents.json' with { type: 'json' };
import bgHelp from '../../locales/bg/help.json' with { type: 'json' };
import bgToasts from '../../locales/bg/toasts.json' with { type: 'json' };
import bgVerification from '../../locales/bg/verification.json' with { type: 'json' };
import enDocuments from '../../locales/en/documents.json' with { type: 'json' };
import enHelp from '../../locales/en/help.json' with { type: 'json' };
import enToasts from '../../locales/en/toasts.json' with { type: 'json' };
import enVerification from '../../locales/en/verification.json' with { type: 'json' };
import skDocuments from '../../locales/sk/documents.json' with { type: 'json' };
import skHelp from '../../locales/sk/help.json' with { type: 'json' };
import skToasts from '../../locales/sk/toasts.json' with { type: 'json' };
import skVerification from '../../locales/sk/verification.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, type Lang, PNG_1X1, settleAnimations } from './journey';
import { requestCount } from './sandbox';

// The texts a person reads, from the locale files the app shows (the locale tests keep the three in step).
const TEXTS = {
  sk: { verification: skVerification, documents: skDocuments, toasts: skToasts, help: skHelp },
  en: { verification: enVerification, documents: enDocuments, toasts: enToasts, help: enHelp },
  bg: { verification: bgVerification, documents: bgDocuments, toasts: bgToasts, help: bgHelp },
} as const;

// The sandbox identity provider's buttons (src/sandbox/idp-page.ts), in each language.
const IDP_BUTTONS: Record<Lang, Record<'success' | 'submitted' | 'declined' | 'error', string>> = {
  sk: { success: 'Overenie úspešné', submitted: 'Odoslané na kontrolu', declined: 'Overenie zamietnuté', error: 'Chyba overenia' },
  en: { success: 'Verification successful', submitted: 'Submitted for review', declined: 'Verification declined', error: 'Verification error' },
  bg: { success: 'Успешна проверка', submitted: 'Изпратено за преглед', declined: 'Отказана проверка', error: 'Грешка при проверката' },
};

const LANGS: Lang[] = ['sk', 'en', 'bg'];
const PASSWORD = 'Sandbox123';
// A small but real PDF (the provider recognises files by their content).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

// Each journey logs in, visits the identity provider and runs axe on several screens: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

interface SeededLead {
  id: string;
  email: string;
  password: string;
}

/** A registered lead standing at a step (POST /sandbox/leads). */
async function seedLead(request: APIRequestContext, at: 'verification' | 'documents', lang: Lang, child = false): Promise<SeededLead> {
  const answer = await request.post('/sandbox/leads', { data: { at, lang, child } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as SeededLead;
}

/** Opens the login screen in a language (stored as a returning visitor has it) and logs in. */
async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
  await page.goto('/login');
  const texts = JOURNEY_TEXTS[lang].login;
  await page.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
  await page.getByLabel(new RegExp(`^${texts.password}`)).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

async function axe(page: Page): Promise<void> {
  await settleAnimations(page);
  await expectNoAxeViolations(page);
}

/** From the start screen through the sandbox identity provider to the result page, with the chosen outcome. */
async function verifyWith(page: Page, lang: Lang, outcome: keyof (typeof IDP_BUTTONS)['sk'], lead: SeededLead): Promise<void> {
  const texts = TEXTS[lang].verification.start;
  await expect(page).toHaveURL('/steps/start-verification');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await page.getByRole('button', { name: texts.button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/idp/[0-9a-f-]+\\?lang=${lang}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByRole('button', { name: IDP_BUTTONS[lang][outcome], exact: true }).click();
  await expect(page).toHaveURL(`/steps/verification-result/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].verification.result.title })).toBeVisible();
}

/** The hidden file input of a file field, by the field's name in the definition. */
function fileInput(page: Page, field: string) {
  return page.locator(`input[type="file"][id$="${field}__file"]`);
}

/** The "choose a file" button of a file field (the keyboard's way in; the failed continue focuses it). */
function chooseButton(page: Page, field: string) {
  return page.locator(`button[id$="__${field}"]`);
}

/** A small JPEG photo made by the browser itself, as a phone camera would save one. */
async function jpegPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2d5f8b';
      context.fillRect(0, 0, 64, 40);
    }
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Chooses the identity-card photos (PNG front, JPEG back) and the bank statement (PDF). */
async function chooseDocuments(page: Page): Promise<void> {
  await fileInput(page, 'doc1_front').setInputFiles({ name: 'op-predna.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('op-predna.png')).toBeVisible();
  await fileInput(page, 'doc1_back').setInputFiles({ name: 'op-zadna.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(page) });
  await expect(page.getByText('op-zadna.jpg')).toBeVisible();
  await fileInput(page, 'scan_bank').setInputFiles({ name: 'vypis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('vypis.pdf')).toBeVisible();
}

/** The success toast of the documents step: saved, and sent by e-mail. */
async function expectDocumentsSaved(page: Page, lang: Lang): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: TEXTS[lang].toasts.documentsSaved });
  await expect(toast).toContainText(TEXTS[lang].toasts.documentsSent);
}

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    const v = TEXTS[lang].verification;
    const d = TEXTS[lang].documents;

    test('verification succeeds at the identity provider, then the documents are uploaded and the way goes on to contracts', async ({ page, request }) => {
      const lead = await seedLead(request, 'verification', lang);
      await logIn(page, lang, lead.email);
      await expect(page).toHaveURL('/steps/start-verification');
      for (const item of Object.values(v.start.prepare)) await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible();
      await axe(page);

      await verifyWith(page, lang, 'success', lead);
      await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
      await axe(page);
      await page.getByRole('link', { name: v.result.continue, exact: true }).click();

      await expect(page).toHaveURL('/steps/documents-upload');
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
      // The provider's contract documents, each a link; no intermediary documents without an agent.
      await expect(page.getByRole('heading', { level: 2, name: d.contracts.title })).toBeVisible();
      const links = page.getByRole('region', { name: d.contracts.title }).getByRole('link');
      await expect(links.first()).toBeVisible();
      expect(await links.first().getAttribute('href')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/files/.+-${lang}\\.pdf$`));
      await expect(page.getByRole('heading', { name: d.intermediary.title })).toHaveCount(0);
      // No birth certificate for an adult's own account.
      await expect(page.getByText(d.birth_certificate.title)).toHaveCount(0);
      await axe(page);

      await chooseDocuments(page);
      await page.getByRole('textbox', { name: d.aml_info.title }).fill('Úspory zo mzdy');
      await page.getByRole('button', { name: d.submit, exact: true }).click();
      await expectDocumentsSaved(page, lang);
      await expect(page).toHaveURL('/steps/contracts');
      expect(await requestCount(request, 'uploadDocuments')).toBe(1);
    });

    test('a child’s account asks for the birth certificate, with the message next to the field', async ({ page, request }) => {
      const lead = await seedLead(request, 'documents', lang, true);
      await logIn(page, lang, lead.email);
      await expect(page).toHaveURL('/steps/documents-upload');
      await chooseDocuments(page);
      await page.getByRole('button', { name: d.submit, exact: true }).click();
      const certificate = chooseButton(page, 'birth_certificate');
      await expect(certificate).toBeFocused();
      await expect(certificate).toHaveAccessibleName(new RegExp(d.birth_certificate.title));
      await expect(certificate).toHaveAccessibleDescription(new RegExp(d.birth_certificate.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(await requestCount(request, 'uploadDocuments')).toBe(0);
      await axe(page);

      await fileInput(page, 'birth_certificate').setInputFiles({ name: 'rodny-list.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText('rodny-list.pdf')).toBeVisible();
      await page.getByRole('button', { name: d.submit, exact: true }).click();
      await expectDocumentsSaved(page, lang);
      await expect(page).toHaveURL('/steps/contracts');
    });

    for (const outcome of ['declined', 'error'] as const) {
      test(`outcome ${outcome}: the explanation, a repeat button and support with hours, phone and e-mail`, async ({ page, request }) => {
        const lead = await seedLead(request, 'verification', lang);
        await logIn(page, lang, lead.email);
        await verifyWith(page, lang, outcome, lead);
        await expect(page.getByRole('heading', { level: 2, name: v.result[outcome].title })).toBeVisible();
        await expect(page.getByText(v.result[outcome].text)).toBeVisible();
        const help = TEXTS[lang].help;
        const support = page.getByRole('region', { name: v.result.supportTitle });
        await expect(support).toContainText(help.hours);
        await expect(support.getByRole('link', { name: help.phone })).toHaveAttribute('href', `tel:${help.phone.replace(/[^+\d]/g, '')}`);
        await expect(support.getByRole('link', { name: help.email })).toHaveAttribute('href', `mailto:${help.email}`);
        await axe(page);
        await page.getByRole('link', { name: v.result.repeat, exact: true }).click();
        await expect(page).toHaveURL('/steps/start-verification');
        // Repeating works: a new session at the identity provider.
        await verifyWith(page, lang, 'success', lead);
        await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
      });
    }

    test('outcome submitted: wait and reload; the page notices the decision by itself', async ({ page, request }) => {
      const lead = await seedLead(request, 'verification', lang);
      await logIn(page, lang, lead.email);
      await verifyWith(page, lang, 'submitted', lead);
      await expect(page.getByRole('heading', { level: 2, name: v.result.submitted.title })).toBeVisible();
      await expect(page.getByText(v.result.submitted.polling)).toBeVisible();
      await axe(page);
      const before = await requestCount(request, 'verificationStatus');
      await page.getByRole('button', { name: v.result.reload, exact: true }).click();
      await expect.poll(() => requestCount(request, 'verificationStatus')).toBeGreaterThan(before);

      // The provider decides meanwhile (the person's own identity-provider session, finished elsewhere).
      await decideElsewhere(request, lead, 'success');
      await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: v.result.continue, exact: true })).toBeVisible();
    });

    test('logging in after a submitted verification lands on the result page', async ({ page, request }) => {
      await logIn(page, lang, 'pending@sandbox.test');
      await expect(page).toHaveURL(/\/steps\/verification-result\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: v.result.submitted.title })).toBeVisible();
      await expect(page.getByRole('button', { name: v.result.reload, exact: true })).toBeVisible();
      expect(await requestCount(request, 'verificationStatus')).toBeGreaterThanOrEqual(1);
    });

    test('an address outside the identity-provider allowlist is refused in the page and not opened', async ({ page, request }) => {
      const lead = await seedLead(request, 'verification', lang);
      await logIn(page, lang, lead.email);
      await expect(page).toHaveURL('/steps/start-verification');
      for (const url of ['https://evil.example/phish', 'http://idp.example.com/session', 'javascript:alert(1)']) {
        await request.post('/sandbox/idp-url', { data: { url } });
        await page.getByRole('button', { name: v.start.button, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: v.start.refusedTitle })).toContainText(v.start.refused);
        await expect(page).toHaveURL('/steps/start-verification');
      }
      await expect(page.getByRole('region', { name: v.result.supportTitle })).toBeVisible();
      await axe(page);
      // Once the provider answers its real page again, the same button works.
      await request.delete('/sandbox/idp-url');
      await verifyWith(page, lang, 'success', lead);
    });
  });
}

test('the result page of another id shows the person’s own status under their own id', async ({ page, request }) => {
  const lead = await seedLead(request, 'verification', 'sk');
  await logIn(page, 'sk', lead.email);
  await expect(page).toHaveURL('/steps/start-verification');
  const other = await seedLead(request, 'verification', 'sk');
  await page.goto(`/steps/verification-result/${other.id}`);
  await expect(page).toHaveURL(`/steps/verification-result/${lead.id}`);
  await expect(page.getByRole('heading', { level: 2, name: skVerification.result.none.title })).toBeVisible();
});

test('after the identity provider’s redirect the page forgot the child flag: the provider’s refusal shows the birth certificate', async ({ page, request }) => {
  const lead = await seedLead(request, 'verification', 'sk', true);
  await logIn(page, 'sk', lead.email);
  await verifyWith(page, 'sk', 'success', lead);
  await page.getByRole('link', { name: skVerification.result.continue, exact: true }).click();
  await chooseDocuments(page);
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expect(chooseButton(page, 'birth_certificate')).toHaveAccessibleDescription(/birth_certificate|Chýba/);
  await fileInput(page, 'birth_certificate').setInputFiles({ name: 'rodny-list.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: skDocuments.submit, exact: true }).click();
  await expectDocumentsSaved(page, 'sk');
  await expect(page).toHaveURL('/steps/contracts');
});

/** Finishes a new identity-provider session of the lead through the API, as if on another device. */
async function decideElsewhere(request: APIRequestContext, lead: SeededLead, outcome: 'success' | 'declined'): Promise<void> {
  const app = (await (await request.post('/oauth/onboarding-token', { form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' } })).json()) as {
    authorization_token: string;
  };
  const login = (await (
    await request.post('/production/v1/onboarding/login', { headers: { Authorization: `Bearer ${app.authorization_token}` }, data: { email: lead.email, password: PASSWORD } })
  ).json()) as { lead_token: string };
  const start = (await (await request.post('/production/v1/onboarding/start-verification', { headers: { Authorization: `Bearer ${login.lead_token}` }, data: {} })).json()) as {
    url: string;
  };
  const answer = await request.post(new URL(start.url).pathname, { form: { outcome }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
}
