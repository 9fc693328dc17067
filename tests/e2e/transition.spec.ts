import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, birthNumberFor, continueButtonIn, fillPersonalInfo, registerThroughUi } from './journey';
import { paintedFrames, slowCpu, watchFrames } from './painted-frames';

// Issue 24: a step change waits for nothing the flow could fetch before. While the person fills a screen, the code and
// texts of the screen it leads to and the provider's lists that screen shows are fetched; the click then only sends
// the answer, and the next screen appears at once with the focus on its heading.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('the address step’s code and the countries are fetched while the personal data is filled, not after the click', async ({
  page,
  request,
}) => {
  const fetched: { url: string; afterClick: boolean }[] = [];
  let clicked = false;
  page.on('request', (sent) => fetched.push({ url: new URL(sent.url()).pathname, afterClick: clicked }));
  await registerThroughUi(page, request, 'prefetch@example.sk');
  // The person reads and fills the personal data: meanwhile the next screen's code and list arrive.
  await expect
    .poll(() => fetched.some(({ url }) => /\/assets\/address-and-bank-account-screen-[\w-]+\.js$/.test(url)))
    .toBe(true);
  await fillPersonalInfo(page, request, {
    name: 'Mária',
    surname: 'Kováčová',
    birthdate: '1986-04-12',
    birthnumber: birthNumberFor('1986-04-12'),
    phone: '+421 905 222 311',
    childInvestment: false,
  });
  await expect.poll(() => fetched.some(({ url }) => url.endsWith('/enumerator/countries'))).toBe(true);

  clicked = true;
  await continueButtonIn(page, 'sk').click();
  const heading = page.getByRole('heading', { level: 1, name: JOURNEY_TEXTS.sk.address.title });
  await expect(heading).toBeVisible();
  // The screen change stays accessible: the new screen's heading has the focus.
  await expect(heading).toBeFocused();
  const afterClick = fetched.filter(({ afterClick: after }) => after).map(({ url }) => url);
  // After the click the answer goes out, and nothing the address step needs (its code, definition, texts, list); the
  // address step's own next screen may start loading once it shows.
  expect(
    afterClick.filter((url) => /\/assets\/(address-and-bank-account-screen|steps-address)-|\/enumerator\//.test(url)),
  ).toEqual([]);
  expect(afterClick).toContain('/production/v1/onboarding/personal-info');
});

/**
 * Opens the landing page and moves the pointer onto "Open an account" as a person heads for it: the app loads as the
 * person first acts, and once it has taken the page over, the pointer's moves fetch the registration's code ahead
 * (moves until that code is asked for). Answers the link.
 */
async function pointAtOpenAccount(page: Page): Promise<Locator> {
  let screenCode = false;
  page.on('request', (sent) => {
    if (/\/assets\/registration-screen-[\w-]+\.js$/.test(sent.url())) screenCode = true;
  });
  await page.goto('/');
  const openAccount = page.getByRole('link', { name: JOURNEY_TEXTS.sk.openAccount, exact: true });
  let move = 0;
  await expect
    .poll(async () => {
      move += 1;
      await openAccount.hover({ position: { x: 4 + (move % 8), y: 4 } });
      return screenCode;
    })
    .toBe(true);
  return openAccount;
}

test('one read of the publication store’s manifest serves the start’s texts and the registration’s version', async ({
  page,
}) => {
  const texts = JOURNEY_TEXTS.sk;
  const manifestReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/definitions/manifest.json') manifestReads.push(sent.url());
  });
  const openAccount = await pointAtOpenAccount(page);
  await openAccount.click();
  // The router's move in this document (a load of the prerendered registration would not move the focus).
  await expect(page.getByRole('heading', { level: 1, name: texts.registration.title })).toBeFocused();
  // The form drawn in the version in effect (which the manifest decides).
  await expect(page.getByRole('textbox', { name: texts.registration.email })).toBeVisible();
  // The page's preload: the app's start (its published texts) and the step's version (its definition) both take it.
  expect(manifestReads).toHaveLength(1);
});

test('after the press on “Open an account”, the first frame painted shows the registration (4x CPU)', async ({
  page,
}) => {
  const texts = JOURNEY_TEXTS.sk;
  const openAccount = await pointAtOpenAccount(page);
  await page.waitForLoadState('networkidle');
  // When the page starts handling the press, not the event's timeStamp: that is when the input reached the browser,
  // and on a busy machine the renderer can paint a frame of the landing page it was already drawing before it
  // dispatches the press (the project's CI saw that frame once), which says nothing about what the press does.
  await page.evaluate(() =>
    addEventListener('click', () => Object.assign(window, { pressedAt: performance.now() }), { capture: true }),
  );
  const normalCpu = await slowCpu(page);
  await watchFrames(page);
  await openAccount.click();
  await expect(page.getByRole('heading', { level: 1, name: texts.registration.title })).toBeFocused();
  await normalCpu();
  const pressedAt = await page.evaluate(() => (window as unknown as { pressedAt: number }).pressedAt);
  // The screen is rendered in the press's own task (the router's update is not a React transition, which rendered
  // the registration's 400 components in slices with frames of the landing page painted between them).
  const afterPress = (await paintedFrames(page)).filter(({ at }) => at > pressedAt);
  expect(afterPress[0]?.heading).toBe(texts.registration.title);
});
