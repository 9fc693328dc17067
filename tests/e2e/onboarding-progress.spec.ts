import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, type Lang, loginThroughUi, settleAnimations } from './journey';
import {
  ROUTE_TEXTS,
  STEP_COUNT,
  STEP_NAMES,
  expectProgressAt,
  progressRegion,
  stepOf,
} from './steps/onboarding-progress';

// Several logins and axe runs per test on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const LANGS: readonly Lang[] = ['sk', 'en', 'bg'];
const QUESTIONNAIRE: Readonly<Record<Lang, { start: string; part: string }>> = {
  sk: { start: 'Začať dotazník', part: 'Časť 1 z 5' },
  en: { start: 'Start the questionnaire', part: 'Part 1 of 5' },
  bg: { start: 'Започнете въпросника', part: 'Част 1 от 5' },
};

/** A seeded lead (POST /sandbox/leads) logs in in `lang` and lands where the sandbox says. */
async function loginAt(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  seed: { at: string; child?: boolean; intermediary?: boolean },
): Promise<void> {
  const answer = await request.post('/sandbox/leads', { data: { ...seed, lang } });
  expect(answer.status()).toBe(201);
  const lead = (await answer.json()) as { email: string; password: string };
  await page.goto('/');
  // The language as a person's choice keeps it: stored, and in the cookie the servers send the login page by (a test
  // that logs in twice in two languages would otherwise get the login page in the first one's).
  await page.evaluate((l) => {
    localStorage.setItem('wem_locale', l);
    document.cookie = `wem_locale=${l}; Path=/; SameSite=Lax`;
  }, lang);
  await page.goto('/login');
  await loginThroughUi(page, lead.email, lead.password, lang);
}

/** On a step the app navigated to: its progress, the heading still taking the focus, and axe clean. */
async function expectStepShown(page: Page, lang: Lang, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectProgressAt(page, lang, path);
  await settleAnimations(page);
  await expectNoAxeViolations(page);
}

/** The indicator's line as the page lays it out: cut off or not, its height and line height, its right edge. */
interface LineBox {
  height: number;
  lineHeight: number;
  overflowing: boolean;
  right: number;
}

/** Expects a line's box to hold its words on one line, none cut off, within the viewport. */
function expectOneLineBox(page: Page, box: LineBox, text?: string): void {
  const where = text === undefined ? '' : ` (${text})`;
  expect(box.overflowing, `the line is cut off${where}`).toBe(false);
  expect(box.height, `the line wraps${where}`).toBeLessThan(box.lineHeight * 1.5);
  expect(box.right, `the line leaves the viewport${where}`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** The indicator's visible line holds its words on one line, none cut off (its box measured in the page). */
async function expectOneLine(page: Page, lang: Lang): Promise<void> {
  const [box] = await lineBoxes(page, lang, [null]);
  expectOneLineBox(page, box!);
}

/**
 * The indicator's line measured with each of `texts` put into it (null: as the app wrote it), in one call into the
 * page: a call per text made the 108 names of a language a few hundred round trips to the browser.
 */
function lineBoxes(page: Page, lang: Lang, texts: readonly (string | null)[]): Promise<LineBox[]> {
  return progressRegion(page, lang)
    .locator('p')
    .evaluate((element, all) => {
      const measure = (): LineBox => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          overflowing: element.scrollWidth > element.clientWidth,
          right: element.getBoundingClientRect().right,
        };
      };
      return all.map((text) => {
        if (text !== null) element.textContent = text;
        return measure();
      });
    }, texts);
}

for (const lang of LANGS) {
  test(`${lang}: each step says where it is in the onboarding, in one line at 320 px, and read out as a list with the current step`, async ({
    page,
    request,
  }, testInfo) => {
    const routes = ROUTE_TEXTS[lang];
    await page.setViewportSize({ width: 320, height: 700 });

    // Registration, step 1, before anyone logs in.
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_TEXTS[lang].registration.title);
    await expectProgressAt(page, lang, '/registration');
    await expectOneLine(page, lang);

    // The questionnaire's introduction and the questionnaire are step 4; the sections' own progress stays inside.
    await loginAt(page, request, lang, { at: 'questionnaire' });
    await expectStepShown(page, lang, '/steps/questionnaire-info');
    await expectOneLine(page, lang);
    await page.screenshot({ path: testInfo.outputPath(`${lang}-questionnaire-info-320.png`) });
    await page.getByRole('link', { name: QUESTIONNAIRE[lang].start, exact: true }).click();
    await expectStepShown(page, lang, '/steps/questionnaire');
    await expect(page.getByRole('progressbar', { name: QUESTIONNAIRE[lang].part, exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${lang}-questionnaire-320.png`) });
    await expectOneLine(page, lang);

    // Every step's line in this language fits at 320 px: each name is put into the indicator and measured.
    const lines = Array.from({ length: STEP_COUNT }, (_, index) =>
      STEP_NAMES.map((route) => `${stepOf(lang, index + 1)} · ${routes.stepNames[route]}`),
    ).flat();
    const boxes = await lineBoxes(page, lang, lines);
    lines.forEach((text, index) => expectOneLineBox(page, boxes[index]!, text));
    await page.reload();

    // Strategies (step 6 in the flow, though 5 in the route metadata) at phone and desktop widths.
    await loginAt(page, request, lang, { at: 'strategies' });
    await expectStepShown(page, lang, '/steps/investment-strategy');
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneLine(page, lang);
      await page.screenshot({ path: testInfo.outputPath(`${lang}-strategies-${width}.png`) });
    }
  });
}

test('the child path counts the same nine steps: the address after the child’s data is step 3, documents step 8', async ({
  page,
  request,
}) => {
  await loginAt(page, request, 'en', { at: 'address', child: true });
  await expectStepShown(page, 'en', '/steps/address-and-bank-account');
  await loginAt(page, request, 'sk', { at: 'documents', child: true });
  await expectStepShown(page, 'sk', '/steps/documents-upload');
});

test('the intermediary path counts the same nine steps: contracts, with the agent’s agreement, is step 9 of 9', async ({
  page,
  request,
}, testInfo) => {
  await loginAt(page, request, 'bg', { at: 'contracts', intermediary: true });
  await expectStepShown(page, 'bg', '/steps/contracts');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('bg-contracts-intermediary-390.png') });
});

test('the verification result is step 7, as its start: a lead whose verification is under review logs in there', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('wem_locale', 'en'));
  await page.goto('/login');
  // The sandbox's fixed lead waiting for verification (src/sandbox/README.md).
  await loginThroughUi(page, 'pending@sandbox.test', 'Sandbox123', 'en');
  await expect(page).toHaveURL(/\/steps\/verification-result\/[^/]+$/);
  await expectProgressAt(page, 'en', new URL(page.url()).pathname);
  await settleAnimations(page);
  await expectNoAxeViolations(page);
});

test('outside the onboarding (login) no progress is shown', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_TEXTS.sk.login.title);
  await expectProgressAt(page, 'sk', '/login');
});
