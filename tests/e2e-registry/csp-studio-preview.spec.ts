import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './support/registry-test';

// The studio served by the registry under `script-src 'self'` (no 'unsafe-eval'): the preview, the lint and the
// golden sets work while the author edits, with the draft's validators compiled by the registry and imported as a
// same-origin module. Nothing here is saved (drafts.spec owns e-sustainability's draft), so no other spec meets it.
test.use({ locale: 'en-GB' });

const FILE = 'questionnaire/e-sustainability.json';
const PANES = {
  sk: { name: 'Preview in Slovak', e1: 'Máte preferencie udržateľnosti', e2: 'Ktoré druhy udržateľných investícií' },
  en: { name: 'Preview in English', e1: 'Do you have sustainability preferences', e2: 'Which kinds of sustainable' },
  bg: { name: 'Preview in Bulgarian', e1: 'Имате ли предпочитания за устойчивост', e2: 'Какви видове устойчиви' },
} as const;
const NEW_ANSWER = { sk: 'Čiastočne', en: 'Partly', bg: 'Отчасти' } as const;
const TAXONOMY = { sk: /taxonómie EÚ/, en: /EU Taxonomy/, bg: /таксономията на ЕС/ } as const;
const CONTINUE = { sk: 'Pokračovať', en: 'Continue', bg: 'Продължете' } as const;
const REQUIRED = { sk: 'Toto pole je povinné.', en: 'This field is required.', bg: 'Това поле е задължително.' };

const questionCard = (page: Page, slug: string) =>
  page.getByRole('region', { name: new RegExp(`^Question ${slug} \\(`) });

/** Every `securitypolicyviolation` of the page, from before its first script (the fixture also fails the test). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
    ...console,
  ];
}

test('an author edits a section under a CSP without eval: an answer with a condition, the preview in sk, en and bg, lint and golden sets', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const studio = await page.request.get('/');
  const csp = studio.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');

  await signInAs(page, 'author-1');
  await page.getByRole('link', { name: 'e-sustainability.json' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(FILE) })).toBeVisible();
  for (const pane of Object.values(PANES))
    await expect(page.getByRole('region', { name: pane.name })).toContainText(pane.e1);

  // A third answer of e1: the lint (run by the registry) finds its texts missing.
  await questionCard(page, 'e1').getByRole('button', { name: 'Add an answer to e1' }).click();
  const answer = questionCard(page, 'e1').getByRole('group', { name: /^Answer 3: answer_3$/ });
  await expect(answer).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'saving is refused' })).toBeVisible();
  await answer.getByRole('textbox', { name: 'Slovak text' }).fill(NEW_ANSWER.sk);
  await answer.getByRole('textbox', { name: 'English text' }).fill(NEW_ANSWER.en);
  await answer.getByRole('textbox', { name: 'Bulgarian text' }).fill(NEW_ANSWER.bg);
  // e2 is shown when e1 is "yes" or the new answer.
  const e2Condition = page.getByRole('group', { name: 'Condition of e2', exact: true });
  // A click, then the state awaited, not check(): check() reads the box once, right after the click, and on a busy
  // machine read it unticked there in 2 runs of about 35 (cause not found; the choice widgets' test of a box ticked
  // while the caller re-renders passes). A tick that never comes still fails here.
  const e2OnPartly = e2Condition.getByRole('checkbox', { name: `${NEW_ANSWER.en} (answer_3)` });
  await e2OnPartly.click();
  await expect(e2OnPartly).toBeChecked();
  await expect(e2Condition.getByRole('group', { name: /^e1 is one of/ })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No errors. Edited: questionnaire/e-sustainability.json,' }),
  ).toBeVisible();

  // The preview follows in the three languages: the new answer shows e2, taxonomy asks e3, continue names the gap.
  for (const [language, pane] of Object.entries(PANES) as [keyof typeof PANES, (typeof PANES)[keyof typeof PANES]][]) {
    const preview = page.getByRole('region', { name: pane.name });
    await expect(preview.getByText(pane.e2)).toHaveCount(0);
    await preview.getByRole('radio', { name: NEW_ANSWER[language], exact: true }).check();
    await expect(preview.getByText(pane.e2)).toBeVisible();
    await preview.getByRole('checkbox', { name: TAXONOMY[language] }).check();
    await preview.getByRole('button', { name: CONTINUE[language] }).click();
    await expect(preview.getByText(REQUIRED[language])).toBeVisible();
  }

  // The golden sets are scored and their consistency rules evaluated with the rules the registry compiled.
  await expect(
    page
      .getByRole('table', { name: 'Risk profile each golden answer set expects, and the one it reaches now' })
      .getByRole('row'),
  ).not.toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Consistency rules per golden answer set' }).getByRole('row').nth(1),
  ).toBeVisible();

  // The registry does not answer: the preview says so and stays as it was, what was typed stays; the next edit
  // after it answers again brings the preview up to date.
  await page.route('**/api/compiled', (route) => route.abort());
  const points = answer.getByLabel('Points');
  await points.fill('2');
  const alert = page.getByRole('alert').filter({ hasText: 'The preview could not be updated' });
  await expect(alert).toBeVisible();
  await expect(points).toHaveValue('2');
  await expect(page.getByRole('region', { name: PANES.en.name }).getByRole('radio', { name: 'Partly' })).toBeChecked();
  await page.unroute('**/api/compiled');
  await points.fill('3');
  await expect(alert).toBeHidden();
  await expect(page.getByRole('region', { name: PANES.en.name }).getByRole('radio', { name: 'Partly' })).toBeChecked();

  expect(await violations()).toEqual([]);
});
