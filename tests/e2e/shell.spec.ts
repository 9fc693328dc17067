import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { APP_SCRIPT } from './hold-app-script';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('the landing page in Slovak, English and Bulgarian', async ({ page }) => {
  const titles = {
    sk: 'Otvorte si investičný účet online',
    en: 'Open an investment account online',
    bg: 'Открийте инвестиционна сметка онлайн',
  };
  for (const [lang, title] of Object.entries(titles)) {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolations(page);
  }
});

test('the prerendered landing page asks for the token on load and loads the app when the person first acts', async ({
  page,
  request,
  context,
}) => {
  const appScripts: string[] = [];
  page.on('request', (sent) => {
    if (APP_SCRIPT.test(sent.url())) appScripts.push(sent.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otvorte si investičný účet online');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'wem_auth')).toBe(true);
  expect(appScripts, 'the app is not loaded before the person acts').toEqual([]);

  // A press on a button while the app loads is kept and done once it has taken over.
  await page.getByRole('button', { name: 'Potrebujete pomoc?' }).click();
  await expect(page.getByRole('dialog', { name: 'Sme tu pre vás' })).toBeVisible();
  expect(appScripts).toHaveLength(1);
  // The landing page took over the request made on load instead of asking again.
  expect(
    ((await (await request.get('/sandbox/requests?endpoint=onboardingToken')).json()) as { count: number }).count,
  ).toBe(1);
});

test('on the landing page, the first key loads the app and the keyboard works on', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const loaded = page.waitForRequest(APP_SCRIPT);
  await page.keyboard.press('Tab');
  await loaded;
  const english = page.getByRole('navigation', { name: 'Jazyk' }).getByRole('button', { name: 'English' });
  for (
    let presses = 0;
    presses < 10 && !(await english.evaluate((button) => button === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(english).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open an investment account online');
});

test('when the app’s code does not arrive, the next act on the page tries again', async ({ page }) => {
  let fetched = 0;
  await page.route(APP_SCRIPT, async (route) => {
    fetched += 1;
    if (fetched === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.move(10, 10);
  await expect.poll(() => fetched).toBe(1);
  await page.mouse.move(20, 20);
  await page.getByRole('button', { name: 'Potrebujete pomoc?' }).click();
  await expect(page.getByRole('dialog', { name: 'Sme tu pre vás' })).toBeVisible();
  expect(fetched).toBe(2);
});

test('the language choice is stored and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open an investment account online');
  expect(await page.evaluate(() => localStorage.getItem('wem_locale'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open an investment account online');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
});

test('maintenance replaces the content while the provider is down and leaves by itself', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  // The prerendered page loads the app when the person first acts: here, the mouse moving.
  await page.mouse.move(10, 10);
  await request.post('/sandbox/health', { data: { status: 'DOWN' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prebieha údržba');
  await expectNoAxeViolations(page);
  await request.post('/sandbox/health', { data: { status: 'UP' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
});

test('the step guard: no token to the landing page, no profile to login; unknown paths to the landing page', async ({
  page,
  context,
}) => {
  await page.goto('/steps/address-and-bank-account');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otvorte si investičný účet online');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'wem_auth')).toBe(true);
  await page.goto('/steps/address-and-bank-account');
  await expect(page).toHaveURL('/login');
  await page.goto('/steps/verification-result/4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f');
  await expect(page).toHaveURL(/verification-result/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('the language switcher is hidden on the update-flow pages, and the footer questions on the password pages', async ({
  page,
}) => {
  await page.goto('/sk/investment-questionnaire/some-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Jazyk' })).toHaveCount(0);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Časté otázky' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Jazyk' })).toBeVisible();
});

test('the footer questions of the step’s definition: one card on a phone, two from 600 px, moved by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/registration');
  // The prerendered page loads the app when the person first acts: here, the mouse moving.
  await page.mouse.move(10, 10);
  const carousel = page.getByRole('region', { name: 'Časté otázky' });
  const visibleCards = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(visibleCards).toHaveCount(1);
  await expect(visibleCards.first()).toHaveAccessibleName('1 z 4');
  await page.getByRole('button', { name: 'Ďalšia otázka' }).focus();
  await page.keyboard.press('Enter');
  await expect(visibleCards.first()).toHaveAccessibleName('2 z 4');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(visibleCards).toHaveCount(2);
});

test('the help shows support hours, phone and e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Potrebujete pomoc?' }).click();
  const help = page.getByRole('dialog', { name: 'Sme tu pre vás' });
  await expect(help).toContainText('V pracovné dni od 8:00 do 16:00 (GMT+2)');
  await expect(help.getByRole('link', { name: '+421 2 3210 4567' })).toHaveAttribute('href', 'tel:+421232104567');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('a screen whose code fails to load shows a translated message and loads on retry', async ({ page }) => {
  await page.goto('/');
  await page.route(/registration-screen.*\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Otvoriť účet' }).click();
  await expect(page).toHaveURL('/registration');
  // The prerendered page loads the app when the person first acts: here, the mouse moving.
  await page.mouse.move(10, 10);
  await expect(page.getByRole('alert').filter({ hasText: 'Obrazovku' })).toHaveText(
    'Obrazovku sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
  );
  await page.unroute(/registration-screen.*\.js$/);
  await page.getByRole('button', { name: 'Skúsiť znova' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('an error toast is announced, stays until dismissed, and the same toast is not shown twice', async ({
  page,
  request,
}) => {
  // Three failures: the landing page, the registration page (it asks too while there is no token), the landing page
  // again.
  await request.post('/sandbox/faults', { data: { endpoint: 'onboardingToken', status: 500, times: 3 } });
  await page.clock.install();
  await page.goto('/');
  const toasts = page.locator('[aria-live="assertive"] [role="alert"]');
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('Vyskytla sa chyba');
  await expectNoAxeViolations(page);
  await page.clock.runFor(10_000);
  await expect(toasts).toHaveCount(1);

  await page.getByRole('link', { name: 'Otvoriť účet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrácia');
  await page.getByRole('link', { name: 'Domov – WEM' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otvorte si investičný účet online');
  await expect
    .poll(async () => (await (await request.get('/sandbox/requests?endpoint=onboardingToken')).json()).count)
    .toBe(3);
  await expect(toasts).toHaveCount(1);

  await toasts.first().click();
  await expect(toasts).toHaveCount(0);
});
