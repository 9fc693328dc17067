import type { Locator, Page } from '@playwright/test';
import bgPicture from '../../locales/bg/riskPicture.json' with { type: 'json' };
import enPicture from '../../locales/en/riskPicture.json' with { type: 'json' };
import skPicture from '../../locales/sk/riskPicture.json' with { type: 'json' };
import { BOLD_SECTIONS } from './answer-sets';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import { type Answers, answerOn, LANGS, type Lang, textsIn } from './questionnaire-texts';
import { openSignedIn } from './sign-in';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const PICTURE = { sk: skPicture, en: enPicture, bg: bgPicture };
const NAMES: Record<Lang, Record<number, string>> = {
  sk: { 2: 'Vyvážený', 4: 'Veľmi dynamický' },
  en: { 2: 'Balanced', 4: 'Very dynamic' },
  bg: { 2: 'Балансиран', 4: 'Много динамичен' },
};
// Each language on another width: the narrowest phone, a common phone, a desktop.
const WIDTHS: Record<Lang, { width: number; height: number }> = {
  sk: { width: 320, height: 720 },
  en: { width: 390, height: 844 },
  bg: { width: 1280, height: 900 },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
/** Intl's no-break spaces as plain ones, to compare with the texts as written. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/**
 * The picture as a person and a screen reader meet it: the SVG named by the person's place on the scale and
 * described by their figures, the table with a row per profile, and everything inside the viewport's width.
 */
async function expectPicture(
  page: Page,
  lang: Lang,
  { level, euros, mark }: { level: number; euros: RegExp; mark: 'yours' | 'yoursAsLast' },
): Promise<Locator> {
  const texts = PICTURE[lang];
  const name = NAMES[lang][level] ?? '';
  await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
  const picture = page.getByRole('img', { name: fill(texts.summary, { profile: name, level, count: 4 }) });
  await expect(picture).toBeVisible();
  const description = await picture.evaluate(
    (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
  );
  expect(plain(description)).toMatch(new RegExp(`^${name}: `));
  expect(plain(description)).toMatch(euros);
  const table = page.getByRole('table', { name: texts.tableCaption });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('rowheader', { name: `${level} · ${name} (${texts[mark]})` })).toHaveCount(1);
  await expect(page.getByText(texts.illustrative)).toBeVisible();
  // Fitted: the page does not scroll sideways, and every label of the SVG lies within it.
  const fit = await picture.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const outside = [...svg.querySelectorAll('text')].filter((text) => {
      const r = text.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5;
    });
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      right: box.right,
      outside: outside.map((text) => text.textContent),
    };
  });
  expect(fit.pageWidth).toBeLessThanOrEqual(fit.viewport);
  expect(fit.right).toBeLessThanOrEqual(fit.viewport);
  expect(fit.outside).toEqual([]);
  return picture;
}

/** Tabs from the heading to `target`; nothing of the picture (SVG, table) takes the focus on the way. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.getByRole('heading', { level: 1 }).focus();
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const inPicture = await page.evaluate(() => Boolean(document.activeElement?.closest('svg, table')));
    expect(inPicture).toBe(false);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the target was not reached with Tab');
}

for (const lang of LANGS) {
  test(`${lang}: the update's evaluation shows the profile among all profiles, at ${WIDTHS[lang].width} px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(WIDTHS[lang]);
    const t = textsIn(lang);
    const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
      links: { questionnaire: string };
    };
    await page.goto(client.links.questionnaire);
    for (const part of [1, 2, 3, 4]) {
      await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
    }
    await page.getByRole('button', { name: t.finish }).click();
    await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);

    // The seeded client's answers give Balanced again, level 2 of 4; a bad year takes 1 200 EUR of 10 000 EUR.
    const euros = { sk: /-1 200 €/, en: /-€1,200/, bg: /-1200 €/ }[lang];
    await expectPicture(page, lang, { level: 2, euros, mark: 'yoursAsLast' });
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`update-evaluation-${lang}.png`), fullPage: true });

    // By keyboard: past the picture to the signing, and the code is sent.
    const sendSms = page.getByRole('button', { name: t.update.sendSms });
    await tabTo(page, sendSms);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.update.sentSms })).toBeVisible();
  });
}

/** A bold prospect: every section answered for the very dynamic profile, sustainability "no". */
const BOLD: readonly Answers[] = [...BOLD_SECTIONS, { e1: 'no' }];

test('en: the onboarding evaluation shows the profile among all profiles at 390 px, by keyboard on to strategies', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDTHS.en);
  const t = textsIn('en');
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'en' } })).json()) as {
    email: string;
    password: string;
  };
  await openSignedIn(page, request, lead, '/steps/questionnaire-info', 'en');
  await page.getByRole('link', { name: t.start }).click();
  for (const [index, answers] of BOLD.entries()) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    await answerOn(page, 'en', answers);
    if (index === 3)
      await page
        .getByRole('textbox', { name: new RegExp(`^${t.question('d2_activity')}`) })
        .fill('Software development');
    await page.getByRole('button', { name: index < 4 ? t.next : t.finish }).click();
  }
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  await expectPicture(page, 'en', { level: 4, euros: /-€3,500/, mark: 'yours' });
  await settleAnimations(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('onboarding-evaluation-en.png'), fullPage: true });

  const onward = page.getByRole('link', { name: 'Continue to the choice of strategy' });
  await tabTo(page, onward);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/steps/investment-strategy');
});
