import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './journey';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Every element the focus reaches with Tab, and those of them that a floating (fixed) element overlaps. */
async function tabThrough(page: Page, presses: number): Promise<{ reached: string[]; covered: string[] }> {
  const reached: string[] = [];
  const covered: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return undefined;
      const box = focused.getBoundingClientRect();
      const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          !element.contains(focused) &&
          element.getBoundingClientRect().height > 0,
      );
      const overlaps = floating.some((element) => {
        const other = element.getBoundingClientRect();
        return box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
      });
      const name =
        focused.getAttribute('aria-label') ??
        focused.closest('label')?.textContent ??
        focused.textContent ??
        focused.tagName;
      return { name: name.trim().slice(0, 40), overlaps };
    });
    if (!found) continue;
    reached.push(found.name);
    if (found.overlaps) covered.push(found.name);
  }
  return { reached, covered };
}

test('on a phone, no element the keyboard focuses stops under the floating buttons, not even in part', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  // The first key loads the app; once it has set up the questions' carousel and the sandbox's outbox button, the
  // walk starts from the top.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ďalšia otázka' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Sandbox/ })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const { reached, covered } = await tabThrough(page, 20);
  // The walk reached the foot of the page: the questions' carousel there sits beside the help button.
  expect(reached).toContain('Ďalšia otázka');
  expect(covered).toEqual([]);
});

test('on a phone, the personal data step’s fields and its continue button stop clear of the floating buttons', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/personal-info');
  // The step's form has loaded and the focus is on its heading, where the walk starts.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Pokračovať' })).toBeVisible();
  const { reached, covered } = await tabThrough(page, 40);
  // Continue spans the whole width of a phone's screen, so the help button would sit on it.
  expect(reached).toContain('Pokračovať');
  expect(covered).toEqual([]);
});
