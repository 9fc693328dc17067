import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, label, loginThroughUi } from './journey';
import { textsIn } from './questionnaire-texts';

const sk = JOURNEY_TEXTS.sk;

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** A new existing client and the questionnaire link the sandbox e-mailed them. */
async function clientLink(request: APIRequestContext): Promise<string> {
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no link was e-mailed');
  return link;
}

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    scope: string;
    iat: number;
    exp: number;
  };

test('after a client-zone link, login and registration still work in that tab: the client token stays in memory, never in the cookie', async ({
  page,
  request,
}) => {
  await page.goto(await clientLink(request));
  await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
  const auth = (await page.context().cookies()).find((cookie) => cookie.name === 'wem_auth');
  if (auth) expect(payloadOf(auth.value).scope).toBe('onboarding');

  // The same tab: the seeded lead logs in and resumes at personal data.
  await loginThroughUi(page, 'lead@sandbox.test', 'Sandbox123');
  await expect(page).toHaveURL('/steps/personal-info');
  await page.getByRole('button', { name: sk.logout, exact: true }).click();

  // And a new registration gets its e-mail code.
  await page.goto(await clientLink(request));
  await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
  await page.goto('/registration');
  await page.getByRole('textbox', { name: sk.registration.email, exact: true }).fill('po.odkaze@example.sk');
  await page.getByLabel(label(sk.registration.password)).fill('tajne-heslo');
  await page.getByLabel(sk.registration.repeatPassword).fill('tajne-heslo');
  await page.getByRole('button', { name: sk.registration.sendCode, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: sk.registration.codeSent })).toBeVisible();
});

test('an onboarding token the provider refuses is renewed once and the login goes through', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([
    {
      name: 'wem_auth',
      value: 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6Im9uYm9hcmRpbmcifQ.forged',
      url: baseURL ?? '',
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  const tokenRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/oauth/onboarding-token')) tokenRequests.push(r.url());
  });
  await page.goto('/login');
  await loginThroughUi(page, 'lead@sandbox.test', 'Sandbox123');
  await expect(page).toHaveURL('/steps/personal-info');
  expect(tokenRequests).toHaveLength(1);
});

test('the token cookies live as long as their tokens', async ({ page, request }) => {
  await page.goto('/');
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'wem_auth'))
    .toBe(true);
  await loginThroughUi(page, 'lead@sandbox.test', 'Sandbox123');
  await expect(page).toHaveURL('/steps/personal-info');
  const now = Date.now() / 1000;
  for (const name of ['wem_auth', 'wem_lead']) {
    const cookie = (await page.context().cookies()).find((c) => c.name === name);
    if (!cookie) throw new Error(`no ${name} cookie`);
    const { iat, exp } = payloadOf(cookie.value);
    expect(Math.abs(cookie.expires - (now + (exp - iat))), name).toBeLessThan(60);
    expect(cookie.secure && cookie.sameSite === 'Strict', name).toBe(true);
  }
  void request;
});
