import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../tests/e2e/fixtures';
import type { Lang } from '../../tests/e2e/journey';
import { textsIn } from '../../tests/e2e/questionnaire-texts';
import { lastCodeSentTo } from '../../tests/e2e/sandbox';
import { signContracts } from '../../tests/e2e/steps/contracts';
import { uploadDocuments } from '../../tests/e2e/steps/documents';
import {
  type Prospect,
  giveAddressAndBank,
  givePersonalData,
  openAccountAndRegister,
} from '../../tests/e2e/steps/first-steps';
import type { JourneyContext } from '../../tests/e2e/steps/journey-context';
import { answerQuestionnaire } from '../../tests/e2e/steps/questionnaire';
import { chooseTwoStrategies } from '../../tests/e2e/steps/strategies';
import { verifyIdentity } from '../../tests/e2e/steps/verification';
import type { ProbeSample } from './journey-probe';
import type { JourneyProfile } from './journey-profiles';

// The journey of the bench (journey.bench.ts) and of its traces (journey-trace.bench.ts): the end-to-end tests' own
// steps, without axe.

const LANG: Lang = 'sk';

/** Applies a speed profile to the page through the DevTools protocol (kept across the page's navigations). */
export async function throttle(page: Page, profile: JourneyProfile): Promise<void> {
  if (profile.cpuRate === 1 && !profile.network) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
}

/**
 * Waits until the page's probe says the act just made has had its effect (journeySettled, journey-probe.ts). A click
 * that loads another document (the identity provider's page and back) destroys the context it was asked in: asked
 * again in the new one.
 */
async function settled(page: Page, quietMs: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await page.evaluate((ms) => window.journeySettled?.(ms), quietMs);
      return;
    } catch {
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
}

// How long the page must be quiet (journey-probe.ts). At least the 1 s limit of the idle wait before a screen fetches
// ahead (use-prefetch-next-screens.ts), which this Chromium, drawing frames without a rate limit, reaches every time
// (a browser at 60 Hz is idle between frames); longer on the slow network, where a request under way is not seen
// until it finishes (a chunk) and one takes 560 ms.
const quietMsOf = new WeakMap<Page, number>();
const quietMs = (page: Page) => quietMsOf.get(page) ?? 1200;
const hooked = new WeakSet<object>();

/**
 * Around every click of a locator and after every page load of the journey, the walk waits on the probe:
 * - after: the end-to-end steps it reuses check each screen with Playwright's expect, whose polling (accessible names,
 *   aria snapshots for a failure's message) runs on the page's main thread and, started right after a click, inside
 *   the window being measured (22-170 ms of some changes in last session's traces). Once the change is shown and
 *   reported, their first check passes.
 * - before: the pointer moves onto the element, then the walk waits until the page is quiet, as a person reads a
 *   screen and heads for its button before pressing on; a runner that clicks within milliseconds of the screen's
 *   heading measured the next screen's code fetched after the click, which the screen fetches ahead once the person
 *   acts on it (src/app/routing/next-screens.ts), and a click with no pointer on the page before it is no person's.
 */
function waitOnProbe(page: Page, profile: JourneyProfile): void {
  quietMsOf.set(page, profile.network ? 2500 : 1200);
  const locator = Object.getPrototypeOf(page.locator('body')) as {
    click: (this: { page: () => Page }, ...args: unknown[]) => Promise<void>;
  };
  if (!hooked.has(locator)) {
    hooked.add(locator);
    const click = locator.click;
    const hover = (locator as unknown as { hover: (this: unknown) => Promise<void> }).hover;
    locator.click = async function (this: { page: () => Page }, ...args: unknown[]) {
      const on = this.page();
      // A person's pointer reaches the button before pressing it (what the page may fetch on hover counts as before).
      await hover.call(this).catch(() => undefined);
      await on.evaluate((ms) => window.journeyQuiet?.(ms), quietMs(on)).catch(() => undefined);
      await click.apply(this, args);
      await settled(on, quietMs(on));
    };
  }
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await settled(page, quietMs(page));
    return response;
  };
}

/**
 * The person's pointer leaves the page before a return, as it does to reach the browser's back or forward button (a
 * phone has no pointer at all). Left resting on the page, as the walk's last click put it, the screen changing under it
 * made Chromium hit-test the new screen at the start of the return's frame, dispatch pointer and mouse out/over events
 * (each handled by React), start the hovered button's transitions and lay out the page twice: work no such return does
 * (back to the documents step at 4x CPU, median of 8: 62.6 and 66.5 ms with the pointer left on the page, 40.7 and 36.7
 * without). BENCH_POINTER_STAYS=1 leaves it where it was, as a mouse's own back button does.
 */
export async function reachForBrowserButton(page: Page): Promise<void> {
  if (process.env.BENCH_POINTER_STAYS !== '1') await page.mouse.move(-1, -1);
}

/** Leaves the screen with the browser's back button and comes back with forward; both are measured as returns. */
async function backAndForth(page: Page, samples: ProbeSample[], here: string): Promise<void> {
  await expect(page).toHaveURL(here);
  // The screen the journey has just reached is shown and measured first.
  await expect.poll(() => samples.at(-1)?.to, { timeout: 20_000 }).toBe(here);
  const count = samples.length;
  // As before a click (waitOnProbe): a person reads a screen before going back, and reads the one they went back to
  // before going forward again.
  await reachForBrowserButton(page);
  await page.evaluate((ms) => window.journeyQuiet?.(ms), quietMs(page));
  await page.goBack();
  await expect.poll(() => samples.length, { timeout: 20_000 }).toBeGreaterThan(count);
  await page.evaluate((ms) => window.journeyQuiet?.(ms), quietMs(page));
  await page.goForward();
  await expect.poll(() => samples.length, { timeout: 20_000 }).toBeGreaterThan(count + 1);
  await expect(page).toHaveURL(here);
}

/**
 * Opens a link as from the person's e-mail: the page before it in the tab is not one of the app's. Navigating straight
 * from the app's page counted that page's teardown in the load (its document unloaded in the same renderer after the
 * navigation started: 270-350 ms at 4x CPU, the client link's load 1027-1120 ms against 721 ms in a tab of its own, as
 * journey-full-load.bench.ts opens each).
 */
async function openEmailedLink(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

async function requestResetLink(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.filter((m) => m.link?.includes('/reset-password/')).at(-1)?.link;
  if (!link) throw new Error('no reset link was e-mailed');
  return link;
}

/** An existing client's e-mailed questionnaire link: the update flow through its evaluation to its thank-you. */
async function updateQuestionnaire(page: Page, request: APIRequestContext): Promise<void> {
  const t = textsIn(LANG);
  const client = (await (await request.post('/sandbox/clients', { data: { lang: LANG } })).json()) as {
    email: string;
  };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no client link was e-mailed');
  await openEmailedLink(page, link);
  for (const part of [1, 2, 3, 4]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.next }).click();
  }
  await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(t.profile)).toBeVisible();
  await page.getByRole('button', { name: t.update.sendEmail }).click();
  await expect(page.getByRole('status').filter({ hasText: t.update.sentEmail })).toBeVisible();
  await page.getByRole('textbox', { name: t.update.codeLabel }).fill(await lastCodeSentTo(request, client.email));
  await page.getByRole('button', { name: t.update.sign, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.update.thankYouTitle })).toBeVisible();
}

/**
 * The journey the bench measures: a whole onboarding in Slovak with a fresh lead (`id` names it, `serial` picks its
 * phone), two screens left with back and forward, the reset-password page and an existing client's update.
 */
export async function walkJourney(
  page: Page,
  request: APIRequestContext,
  samples: ProbeSample[],
  id: string,
  serial: number,
  profile: JourneyProfile,
): Promise<void> {
  waitOnProbe(page, profile);
  const journey: JourneyContext = { page, request, lang: LANG, axe: false };
  const prospect: Prospect = {
    email: `journey-${id}@example.sk`,
    name: 'Mária',
    surname: 'Kováčová',
    birthdate: '1986-04-12',
    phone: `+421 905 222 ${String(400 + serial)}`,
  };
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  await giveAddressAndBank(journey, prospect);
  await backAndForth(page, samples, '/steps/questionnaire-info');
  await answerQuestionnaire(journey);
  await chooseTwoStrategies(journey);
  await verifyIdentity(journey);
  await uploadDocuments(journey, { child: false, intermediary: false });
  await backAndForth(page, samples, '/steps/contracts');
  await signContracts(journey, prospect.phone, false);

  await openEmailedLink(page, await requestResetLink(page, request, prospect.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
  await updateQuestionnaire(page, request);
  await expect.poll(() => samples.at(-1)?.to, { timeout: 20_000 }).toBe('/sk/update-thank-you');
}
