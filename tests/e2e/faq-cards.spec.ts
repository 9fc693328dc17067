import type { Page } from '@playwright/test';
import bgFaq from '../../locales/bg/faq.json' with { type: 'json' };
import enFaq from '../../locales/en/faq.json' with { type: 'json' };
import skFaq from '../../locales/sk/faq.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { type Lang, loginThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const FAQ = { sk: skFaq, en: enFaq, bg: bgFaq } as const;

/** SPEC §1: every step shows these three cards (why an e-mail is needed, where the documents are, free). */
const common = (lang: Lang) => [FAQ[lang].whyEmailQ, FAQ[lang].documentsQ, FAQ[lang].freeQ];

/** The questions of the footer's cards on the page, those out of view included (the carousel slides them in). */
async function cardQuestions(page: Page, lang: Lang): Promise<string[]> {
  const carousel = page
    .getByRole('region', { name: FAQ[lang].carousel })
    .and(page.locator('[aria-roledescription="carousel"]'));
  await expect(carousel).toBeVisible();
  return carousel.locator('[aria-roledescription="slide"] h3').allTextContents();
}

/** Checks the page shows the three common cards first and then `own` (the page's own questions), each once. */
async function expectCards(page: Page, lang: Lang, where: string, own: readonly string[]) {
  await expect.poll(() => cardQuestions(page, lang), { message: where }).toEqual([...common(lang), ...own]);
}

const LANGS = ['sk', 'en', 'bg'] as const;

for (const lang of LANGS) {
  test(`${lang}: every step shows the three common cards and then its own`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const faq = FAQ[lang];
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);

    await page.goto('/registration');
    await page.mouse.move(10, 10);
    await expectCards(page, lang, 'registration', [faq.timeQ]);
    await page.goto('/login');
    await expectCards(page, lang, 'login', [faq.safeQ]);

    const lead = (await (await request.post('/sandbox/leads', { data: { at: 'contracts', lang } })).json()) as {
      id: string;
      email: string;
      password: string;
    };
    await loginThroughUi(page, lead.email, lead.password, lang);
    await expect(page).toHaveURL('/steps/contracts');
    await expectCards(page, lang, 'contracts', [faq.safeQ]);

    const steps: [string, readonly string[]][] = [
      ['/steps/personal-info', [faq.safeQ]],
      ['/steps/address-and-bank-account', [faq.safeQ]],
      ['/steps/questionnaire-info', [faq.timeQ, faq.safeQ]],
      ['/steps/investment-strategy', [faq.strategiesQ, faq.suitabilityQ]],
      ['/steps/start-verification', [faq.timeQ, faq.safeQ]],
      [`/steps/verification-result/${lead.id}`, [faq.timeQ, faq.safeQ]],
      ['/steps/documents-upload', [faq.safeQ]],
      ['/steps/contracts', [faq.safeQ]],
      ['/steps/thank-you', [faq.safeQ]],
    ];
    for (const [path, own] of steps) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectCards(page, lang, path, own);
    }
  });
}

test('the questionnaire’s sections show the three common cards too', async ({ page, request }) => {
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'questionnaire' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page
    .getByRole('button', { name: 'Začať dotazník' })
    .or(page.getByRole('link', { name: 'Začať dotazník' }))
    .click();
  await expect(page).toHaveURL('/steps/questionnaire');
  await expectCards(page, 'sk', 'questionnaire', [skFaq.timeQ, skFaq.safeQ]);
});
