import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, type Lang, PNG_1X1, settleAnimations } from './journey';
import { requestCount } from './sandbox';
import { PDF, chooseButton, chooseDocuments, expectDocumentsSaved, fileInput } from './steps/documents';
import { LOCALE_TEXTS as TEXTS } from './steps/locale-texts';
import { verifyWith } from './steps/verification';
import { openSignedIn } from './sign-in';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';

const LANGS: Lang[] = ['sk', 'en', 'bg'];
const PASSWORD = 'Sandbox123';
/** How often the result page asks for the outcome while it waits (POLL_INTERVAL_MS of verification-result-screen.tsx).
 * */
const POLL_INTERVAL_MS = 10_000;

// Each journey logs in, visits the identity provider and runs axe on several screens: more than the default minute on a
// busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** A registered lead standing at a step (POST /sandbox/leads). */
async function seedLead(
  request: APIRequestContext,
  at: 'verification' | 'documents',
  lang: Lang,
  child = false,
): Promise<SeededLead> {
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

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    const v = TEXTS[lang].verification;
    const d = TEXTS[lang].documents;

    test('verification succeeds at the identity provider, then the documents are uploaded and the way goes on to contracts', async ({
      page,
      request,
    }) => {
      const lead = await seedLead(request, 'verification', lang);
      await openSignedIn(page, request, lead, '/steps/start-verification', lang);
      await expect(page).toHaveURL('/steps/start-verification');
      for (const item of Object.values(v.start.prepare))
        await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible();
      await axe(page);

      await verifyWith(page, lang, 'success', lead.id);
      await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
      await axe(page);
      await page.getByRole('link', { name: v.result.continue, exact: true }).click();

      await expect(page).toHaveURL('/steps/documents-upload');
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
      // The provider's contract documents, each a link; no intermediary documents without an agent.
      await expect(page.getByRole('heading', { level: 2, name: d.contracts.title })).toBeVisible();
      const links = page.getByRole('region', { name: d.contracts.title }).getByRole('link');
      await expect(links.first()).toBeVisible();
      expect(await links.first().getAttribute('href')).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/files/.+-${lang}\\.pdf$`),
      );
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

    test('a child’s account asks for the birth certificate, with the message next to the field', async ({
      page,
      request,
    }) => {
      const lead = await seedLead(request, 'documents', lang, true);
      await logIn(page, lang, lead.email);
      await expect(page).toHaveURL('/steps/documents-upload');
      await chooseDocuments(page);
      await page.getByRole('button', { name: d.submit, exact: true }).click();
      const certificate = chooseButton(page, 'birth_certificate');
      await expect(certificate).toBeFocused();
      await expect(certificate).toHaveAccessibleName(new RegExp(d.birth_certificate.title));
      await expect(certificate).toHaveAccessibleDescription(
        new RegExp(d.birth_certificate.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      expect(await requestCount(request, 'uploadDocuments')).toBe(0);
      await axe(page);

      await fileInput(page, 'birth_certificate').setInputFiles({
        name: 'rodny-list.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(page.getByText('rodny-list.pdf')).toBeVisible();
      await page.getByRole('button', { name: d.submit, exact: true }).click();
      await expectDocumentsSaved(page, lang);
      await expect(page).toHaveURL('/steps/contracts');
    });

    for (const outcome of ['declined', 'error'] as const) {
      test(`outcome ${outcome}: the explanation, a repeat button and support with hours, phone and e-mail`, async ({
        page,
        request,
      }) => {
        const lead = await seedLead(request, 'verification', lang);
        await openSignedIn(page, request, lead, '/steps/start-verification', lang);
        await verifyWith(page, lang, outcome, lead.id);
        await expect(page.getByRole('heading', { level: 2, name: v.result[outcome].title })).toBeVisible();
        await expect(page.getByText(v.result[outcome].text)).toBeVisible();
        const help = TEXTS[lang].help;
        const support = page.getByRole('region', { name: v.result.supportTitle });
        await expect(support).toContainText(help.hours);
        await expect(support.getByRole('link', { name: help.phone })).toHaveAttribute(
          'href',
          `tel:${help.phone.replace(/[^+\d]/g, '')}`,
        );
        await expect(support.getByRole('link', { name: help.email })).toHaveAttribute('href', `mailto:${help.email}`);
        await axe(page);
        await page.getByRole('link', { name: v.result.repeat, exact: true }).click();
        await expect(page).toHaveURL('/steps/start-verification');
        // Repeating works: a new session at the identity provider.
        await verifyWith(page, lang, 'success', lead.id);
        await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
      });
    }

    test('outcome submitted: wait and reload; the page notices the decision by itself', async ({ page, request }) => {
      // The page's clock, so the wait for the next check is not ten real seconds.
      await page.clock.install();
      const lead = await seedLead(request, 'verification', lang);
      await openSignedIn(page, request, lead, '/steps/start-verification', lang);
      await verifyWith(page, lang, 'submitted', lead.id);
      await expect(page.getByRole('heading', { level: 2, name: v.result.submitted.title })).toBeVisible();
      await expect(page.getByText(v.result.submitted.polling)).toBeVisible();
      await axe(page);
      const before = await requestCount(request, 'verificationStatus');
      await page.getByRole('button', { name: v.result.reload, exact: true }).click();
      await expect.poll(() => requestCount(request, 'verificationStatus')).toBeGreaterThan(before);

      // The provider decides meanwhile (the person's own identity-provider session, finished elsewhere).
      await decideElsewhere(request, lead, 'success');
      await page.clock.fastForward(POLL_INTERVAL_MS);
      await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
      await expect(page.getByRole('link', { name: v.result.continue, exact: true })).toBeVisible();
    });

    test('logging in after a submitted verification lands on the result page', async ({ page, request }) => {
      await logIn(page, lang, 'pending@sandbox.test');
      await expect(page).toHaveURL(/\/steps\/verification-result\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: v.result.submitted.title })).toBeVisible();
      await expect(page.getByRole('button', { name: v.result.reload, exact: true })).toBeVisible();
      expect(await requestCount(request, 'verificationStatus')).toBeGreaterThanOrEqual(1);
    });

    test('an address outside the identity-provider allowlist is refused in the page and not opened', async ({
      page,
      request,
    }) => {
      const lead = await seedLead(request, 'verification', lang);
      await openSignedIn(page, request, lead, '/steps/start-verification', lang);
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
      await verifyWith(page, lang, 'success', lead.id);
    });
  });
}

test('the result page of another id shows the person’s own status under their own id', async ({ page, request }) => {
  const lead = await seedLead(request, 'verification', 'sk');
  await openSignedIn(page, request, lead, '/steps/start-verification');
  await expect(page).toHaveURL('/steps/start-verification');
  const other = await seedLead(request, 'verification', 'sk');
  await page.goto(`/steps/verification-result/${other.id}`);
  await expect(page).toHaveURL(`/steps/verification-result/${lead.id}`);
  await expect(page.getByRole('heading', { level: 2, name: TEXTS.sk.verification.result.none.title })).toBeVisible();
});

test('after the identity provider’s redirect (a reload) a child’s account still asks for the birth certificate before anything is sent', async ({
  page,
  request,
}) => {
  const lead = await seedLead(request, 'verification', 'sk', true);
  await logIn(page, 'sk', lead.email);
  await verifyWith(page, 'sk', 'success', lead.id);
  await page.getByRole('link', { name: TEXTS.sk.verification.result.continue, exact: true }).click();
  await expect(chooseButton(page, 'birth_certificate')).toBeVisible();
  await chooseDocuments(page);
  await page.getByRole('button', { name: TEXTS.sk.documents.submit, exact: true }).click();
  await expect(chooseButton(page, 'birth_certificate')).toBeFocused();
  await expect(chooseButton(page, 'birth_certificate')).toHaveAccessibleDescription(
    new RegExp(TEXTS.sk.documents.birth_certificate.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  expect(await requestCount(request, 'uploadDocuments')).toBe(0);
  await fileInput(page, 'birth_certificate').setInputFiles({
    name: 'rodny-list.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await page.getByRole('button', { name: TEXTS.sk.documents.submit, exact: true }).click();
  await expectDocumentsSaved(page, 'sk');
  await expect(page).toHaveURL('/steps/contracts');
  expect(await requestCount(request, 'uploadDocuments')).toBe(1);
});

// The AML field is a plain textarea grown by CSS (field-sizing), not measured by script (text-input.tsx, issue 24):
// the person sees all they typed, at a phone's width and a desktop's, and can make it taller where the browser cannot.
for (const width of [390, 1280])
  test(`the AML field shows four lines and grows with the text typed, nothing scrolled out of sight, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const lead = await seedLead(request, 'documents', 'sk');
    await logIn(page, 'sk', lead.email);
    await expect(page).toHaveURL('/steps/documents-upload');
    const field = page.getByRole('textbox', { name: TEXTS.sk.documents.aml_info.title });
    const size = () =>
      field.evaluate((textarea) => ({
        height: textarea.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(textarea).lineHeight),
        hiddenText: textarea.scrollHeight - textarea.clientHeight,
        resize: getComputedStyle(textarea).resize,
      }));
    const empty = await size();
    expect(empty.height).toBeGreaterThanOrEqual(4 * empty.line - 1);
    expect(empty.height).toBeLessThan(5 * empty.line);
    expect(empty.resize).toBe('vertical');

    const lines = Array.from({ length: 8 }, (_, i) => `Riadok ${i + 1}: úspory zo mzdy a predaj bytu`);
    await field.fill(lines.join('\n'));
    const typed = await size();
    expect(typed.height).toBeGreaterThanOrEqual(8 * typed.line - 1);
    expect(typed.hiddenText).toBeLessThanOrEqual(1);
    await expect(field).toHaveValue(lines.join('\n'));
  });

/** Finishes a new identity-provider session of the lead through the API, as if on another device. */
async function decideElsewhere(
  request: APIRequestContext,
  lead: SeededLead,
  outcome: 'success' | 'declined',
): Promise<void> {
  const app = (await (
    await request.post('/oauth/onboarding-token', {
      form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' },
    })
  ).json()) as {
    authorization_token: string;
  };
  const login = (await (
    await request.post('/production/v1/onboarding/login', {
      headers: { Authorization: `Bearer ${app.authorization_token}` },
      data: { email: lead.email, password: PASSWORD },
    })
  ).json()) as { lead_token: string };
  const start = (await (
    await request.post('/production/v1/onboarding/start-verification', {
      headers: { Authorization: `Bearer ${login.lead_token}` },
      data: {},
    })
  ).json()) as {
    url: string;
  };
  const answer = await request.post(new URL(start.url).pathname, { form: { outcome }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
}
