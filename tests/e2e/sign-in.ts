import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_COOKIE, LEAD_COOKIE, tokenMaxAgeSeconds } from '../../src/api/cookies';
import { LOCALE_STORAGE_KEY } from '../../src/app/language-choice';
import { expect } from './fixtures';
import type { Lang } from './journey';

/** The onboarding client's credentials the app sends by default (src/api/config.ts; the sandbox's, its README). */
const ONBOARDING_CLIENT = { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' };

/**
 * Signs a registered person in without the login screen, for the specs whose subject is a step and not the login:
 * the onboarding token and the login are asked of the provider's API as the app asks, and kept in the two cookies the
 * app keeps them in (src/api/cookies.ts), with the language stored as a returning visitor has it. The next page the
 * test opens restores the session from the cookies, as after a reload. The login screen costs a full load of the app
 * and the landing page another (about 0.4 CPU s a test on this machine); it is tested where it is the subject:
 * auth.spec.ts (each seeded step is resumed after logging in), the journeys, client-login, idle-timeout.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  person: { email: string; password: string },
  lang: Lang = 'sk',
): Promise<void> {
  const app = await request.post('/oauth/onboarding-token', { form: ONBOARDING_CLIENT });
  expect(app.status()).toBe(200);
  const { authorization_token: appToken } = (await app.json()) as { authorization_token: string };
  const login = await request.post('/production/v1/onboarding/login', {
    headers: { Authorization: `Bearer ${appToken}` },
    data: { email: person.email, password: person.password },
  });
  expect(login.status()).toBe(200);
  const { lead_token: leadToken } = (await login.json()) as { lead_token: string };
  const now = Math.floor(Date.now() / 1000);
  // The app's origin: the worker's own server, which answered the login.
  const url = new URL(login.url()).origin;
  await page.context().addCookies(
    [
      [AUTH_COOKIE, appToken],
      [LEAD_COOKIE, leadToken],
    ].map(([name = '', value = '']) => ({
      name,
      value: encodeURIComponent(value),
      url,
      expires: now + tokenMaxAgeSeconds(value),
      secure: true,
      sameSite: 'Strict' as const,
    })),
  );
  // Only where no language is stored yet: a language the test chooses later with the switcher stays chosen.
  await page.addInitScript(
    ([key, language]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, language);
      } catch {
        // A document without storage (about:blank) has no language to keep.
      }
    },
    [LOCALE_STORAGE_KEY, lang] as const,
  );
}

/**
 * The step a lead seeded at `at` (POST /sandbox/leads) continues at after logging in, written out rather than read from
 * the app: auth.spec.ts checks that the login screen takes each of them there.
 */
export const SEEDED_STEP = {
  'personal-info': '/steps/personal-info',
  address: '/steps/address-and-bank-account',
  questionnaire: '/steps/questionnaire-info',
  strategies: '/steps/investment-strategy',
  verification: '/steps/start-verification',
  documents: '/steps/documents-upload',
  contracts: '/steps/contracts',
} as const;

export type SeededAt = keyof typeof SEEDED_STEP;

/** Signs in as `signIn` does and opens `path`, where the session is restored from the cookies. */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  person: { email: string; password: string },
  path: string,
  lang: Lang = 'sk',
): Promise<void> {
  await signIn(page, request, person, lang);
  // Until the provider's answer the page holds a stand-in profile (src/api/restore-profile.ts): a test that changes
  // the lead at the provider next must not race the page's first look at it.
  const restored = page.waitForResponse((response) => response.url().includes('/onboarding/get-verification-status'));
  await page.goto(path);
  await restored;
}
