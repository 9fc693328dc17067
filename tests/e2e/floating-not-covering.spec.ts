import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './journey';
import { textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** From the narrowest phone to a desktop. */
const WIDTHS = [320, 360, 390, 768, 1024, 1440] as const;

/**
 * Scrolls the page to its end and names every piece of text and every control that a floating (fixed) element at
 * the foot of the window overlaps, even in part: the help button, the sandbox's outbox button.
 */
async function coveredAtEnd(page: Page): Promise<string[]> {
  // At the end once the page has stopped growing: a part drawn after the first scroll would move the end away.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const root = document.documentElement;
        return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
      }),
    )
    .toBe(true);
  return page.evaluate(() => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).position === 'fixed' && box.height > 0 && box.top > window.innerHeight / 2;
    });
    const inFloating = (node: Element) => floating.some((element) => element.contains(node));
    const shown: { name: string; box: DOMRect }[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (
        !parent ||
        !node.textContent?.trim() ||
        inFloating(parent) ||
        // Not shown: hidden itself, or in a screen the app keeps hidden beside the shown one (laid out all the same).
        !parent.checkVisibility({ visibilityProperty: true })
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects())
        if (box.width > 0 && box.height > 0) shown.push({ name: node.textContent.trim().slice(0, 50), box });
    }
    for (const control of document.querySelectorAll<HTMLElement>(
      'input, button, select, textarea, a[href], [role="button"], [role="radio"], [role="checkbox"]',
    )) {
      if (inFloating(control) || !control.checkVisibility()) continue;
      // A visually hidden native input lies under its drawn box, which is checked itself.
      const box = control.getBoundingClientRect();
      if (box.width > 1 && box.height > 1)
        shown.push({
          name: `${control.tagName.toLowerCase()}: ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}`,
          box,
        });
    }
    return shown
      .filter(({ box }) => floating.some((element) => overlaps(box, element.getBoundingClientRect())))
      .map(({ name, box }) => `${name} (${Math.round(box.top)}–${Math.round(box.bottom)} px)`);
  });
}

/** For each width: the screen scrolled to its end, and what stays covered there. */
async function coveredAtEveryWidth(page: Page): Promise<Record<number, string[]>> {
  const covered: Record<number, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const found = await coveredAtEnd(page);
    if (found.length > 0) covered[width] = found;
  }
  return covered;
}

async function loginAt(page: Page, request: APIRequestContext, at: string, path: string): Promise<void> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at, lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

test('registration, with the code sent and both consents shown: at its end nothing is under the floating buttons, 320 to 1440 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/registration');
  const email = 'jana.mala@example.sk';
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  await lastCodeSentTo(request, email);
  await expect(page.getByRole('checkbox', { name: /Chcem dostávať e-mailom novinky/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ďalšia otázka' })).toBeVisible();
  expect(await coveredAtEveryWidth(page)).toEqual({});
});

test('landing, login and password recovery: at their end nothing is under the floating buttons', async ({ page }) => {
  for (const [path, heading, withQuestions] of [
    ['/', /./, false],
    ['/login', 'Prihlásenie', true],
    ['/forgot-password', /./, false],
  ] as const) {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.mouse.move(5, 5);
    // The login is prerendered: its heading comes with the HTML, the footer's questions once the app has taken the
    // page over. Its end is measured as it then stays, not while the questions are still appearing below the form.
    if (withQuestions) await expect(page.getByRole('heading', { level: 2, name: 'Časté otázky' })).toBeVisible();
    expect({ path, covered: await coveredAtEveryWidth(page) }).toEqual({ path, covered: {} });
  }
});

for (const [at, path] of [
  ['personal-info', '/steps/personal-info'],
  ['address', '/steps/address-and-bank-account'],
  ['questionnaire', '/steps/questionnaire-info'],
  ['strategies', '/steps/investment-strategy'],
  ['verification', '/steps/start-verification'],
  ['documents', '/steps/documents-upload'],
  ['contracts', '/steps/contracts'],
] as const) {
  test(`${path}: at its end nothing is under the floating buttons, 320 to 1440 px`, async ({ page, request }) => {
    await loginAt(page, request, at, path);
    expect(await coveredAtEveryWidth(page)).toEqual({});
  });
}

test('the update flow’s questionnaire (an existing client’s link): at its end nothing is under the floating buttons', async ({
  page,
  request,
}) => {
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  await page.goto(mails.at(-1)!.link!);
  await expect(page).toHaveURL('/sk/investment-questionnaire/');
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  expect(await coveredAtEveryWidth(page)).toEqual({});
});

test('the questionnaire’s first part, the update flow’s evaluation, an invalid reset link and the new-strategy link: at their end nothing is under the floating buttons', async ({
  page,
  request,
}) => {
  await loginAt(page, request, 'questionnaire', '/steps/questionnaire-info');
  await page.getByRole('link', { name: textsIn('sk').start }).click();
  await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
  // The whole part drawn, to its button (its questions may come after its title).
  await expect(page.getByRole('button', { name: textsIn('sk').next })).toBeVisible();
  expect({ screen: 'questionnaire', covered: await coveredAtEveryWidth(page) }).toEqual({
    screen: 'questionnaire',
    covered: {},
  });

  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  await page.goto(mails.at(-1)!.link!);
  const t = textsIn('sk');
  for (const part of [1, 2, 3, 4, 5]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: part < 5 ? t.next : t.finish }).click();
  }
  await expect(page).toHaveURL('/sk/questionnaire-evaluation/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The whole screen drawn, to its last button (the signing comes after the risk picture).
  await expect(page.getByRole('button', { name: 'Podpísať', exact: true })).toBeVisible();
  expect({ screen: 'evaluation', covered: await coveredAtEveryWidth(page) }).toEqual({
    screen: 'evaluation',
    covered: {},
  });

  await page.goto('/sk/reset-password/tento-odkaz-neplati');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect({ screen: 'reset-password', covered: await coveredAtEveryWidth(page) }).toEqual({
    screen: 'reset-password',
    covered: {},
  });

  await page.goto('/sk/new_strategy/sandbox-new-strategy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect({ screen: 'new-strategy', covered: await coveredAtEveryWidth(page) }).toEqual({
    screen: 'new-strategy',
    covered: {},
  });
});
