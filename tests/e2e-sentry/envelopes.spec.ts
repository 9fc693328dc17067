import { writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../../build/csp';
import { watchCsp } from '../e2e/csp';
import { JOURNEY_TEXTS, birthNumberFor } from '../e2e/journey';
import { giveAddressAndBank, givePersonalData, openAccountAndRegister, type Prospect } from '../e2e/steps/first-steps';
import { verifyWith } from '../e2e/steps/verification';
import { INGEST_ORIGIN, type Ingest, startIngest } from './ingest';

// What error reporting would send to Sentry during a journey through the routes that carry a token or a lead id
// in their address, caught by a loopback ingest: nothing personal and no token may be in it, in any envelope,
// event type or replay recording.

let ingest: Ingest;
test.beforeAll(async () => {
  ingest = await startIngest();
});
test.afterAll(async () => {
  await ingest.close();
});

const PROSPECT: Prospect = {
  email: 'zuzana.hraskova@example.sk',
  name: 'Zuzana',
  surname: 'Hrašková',
  birthdate: '1988-07-21',
  phone: '+421 905 333 404',
};

/** Everything received so far as text: each envelope's header and items (recordings decompressed). */
function received(): string {
  return ingest.envelopes
    .map(({ header, items }) =>
      [header, ...items.map((item) => `${JSON.stringify(item.header)}\n${item.text}`)].join('\n'),
    )
    .join('\n');
}

/** Waits until the ingest has a replay recording with `marker` (a route), so the page it shows was reported. */
async function waitForRecordingWith(marker: string): Promise<void> {
  await expect
    .poll(
      () =>
        ingest.envelopes.some(({ items }) =>
          items.some((item) => item.type === 'replay_recording' && item.text.includes(marker)),
        ),
      {
        message: `a replay recording showing ${marker}`,
        timeout: 30_000,
      },
    )
    .toBe(true);
}

async function outboxLink(request: APIRequestContext, to: string, part: string): Promise<string> {
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.filter((mail) => mail.link?.includes(part)).at(-1)?.link;
  if (!link) throw new Error(`no ${part} link was e-mailed to ${to}`);
  return link;
}

test('a journey through registration, personal data, a password reset, a client link and a verification result sends Sentry nothing personal and no token', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const csp = await watchCsp(
    context,
    baseURL ?? '',
    (header) => header === contentSecurityPolicy(undefined, [INGEST_ORIGIN]),
  );
  await request.post('/sandbox/reset');
  const journey = { page, request, lang: 'sk' as const, axe: false };
  const birthnumber = birthNumberFor(PROSPECT.birthdate);

  // Personal data typed: registration, personal data with the SMS code, address and IBAN.
  await openAccountAndRegister(journey, PROSPECT);
  await givePersonalData(journey, PROSPECT);
  await giveAddressAndBank(journey, PROSPECT);
  await waitForRecordingWith('/steps/address-and-bank-account');

  // A crash with personal data in its message (an error event, and the error sampling of the replay).
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new Error(`Saving failed for ${email}`);
    });
  }, PROSPECT.email);
  await expect
    .poll(() =>
      ingest.envelopes.some(({ items }) =>
        items.some((item) => item.type === 'event' && item.text.includes('Saving failed for')),
      ),
    )
    .toBe(true);

  // A password reset through the e-mailed link: the token leaves the address, but the navigation entry and the
  // history keep it.
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(PROSPECT.email);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText(PROSPECT.email);
  const resetLink = await outboxLink(request, PROSPECT.email, '/reset-password/');
  const resetToken = resetLink.split('/').at(-1) ?? '';
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
  await waitForRecordingWith('/reset-password/');

  // An existing client's questionnaire link.
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as {
    email: string;
    phone: string;
    link_tokens: { questionnaire: string };
  };
  const clientLink = await outboxLink(request, client.email, '/investment-questionnaire/');
  await page.goto(clientLink);
  await expect(page).toHaveURL('/sk/investment-questionnaire/');
  await waitForRecordingWith('/investment-questionnaire/');

  // A lead's verification result, its address holding the lead id.
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    id: string;
    email: string;
    password: string;
  };
  // A person of their own, in the same tab (its replay continues): without the cookies of the client link.
  await context.clearCookies();
  await page.goto('/login');
  const login = JOURNEY_TEXTS.sk.login;
  await page.getByRole('textbox', { name: login.email, exact: true }).fill(lead.email);
  await page.getByLabel(new RegExp(`^${login.password}`)).fill(lead.password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await verifyWith(page, 'sk', 'success', lead.id);
  await waitForRecordingWith('/verification-result/');
  // The page leaves: what the replay still holds is sent.
  await page.goto('/');
  await page.waitForTimeout(6_000);

  const text = received();
  // Kept beside the test's results, to read what was sent.
  writeFileSync(test.info().outputPath('received-envelopes.txt'), text);
  const secrets = {
    'reset token': [resetToken],
    'client link token': [client.link_tokens.questionnaire],
    'lead id': [lead.id],
    'e-mail': [PROSPECT.email, encodeURIComponent(PROSPECT.email), lead.email, client.email],
    phone: [
      PROSPECT.phone,
      PROSPECT.phone.replace(/\s/g, ''),
      PROSPECT.phone.replace(/\s/g, '').slice(4),
      client.phone,
    ],
    'birth number': [birthnumber, birthnumber.replace('/', '')],
    'ID number': ['EA123456'],
    IBAN: ['SK3112000000198742637541', 'SK31 1200 0000 1987 4263 7541'],
    name: [PROSPECT.name, PROSPECT.surname, 'Hlavná 12'],
    password: ['Sandbox123', 'tajne-heslo'],
  };
  const found = Object.entries(secrets).flatMap(([what, values]) =>
    values.filter((value) => value && text.includes(value)).map((value) => `${what}: ${value}`),
  );
  expect(found, 'personal data or tokens in what would reach Sentry').toEqual([]);
  const types = new Set(ingest.envelopes.flatMap(({ items }) => items.map((item) => item.type)));
  for (const type of ['event', 'replay_event', 'replay_recording'])
    expect([...types], `envelopes with ${type} items`).toContain(type);
  // The routes were recorded, with the tokens taken out.
  for (const route of [
    '/sk/reset-password/[token]',
    '/sk/investment-questionnaire/[token]',
    '/steps/verification-result/[token]',
  ])
    expect(text).toContain(route);

  expect(
    csp.violations,
    'Content-Security-Policy violations (the ingest must be allowed, no blob: worker needed)',
  ).toEqual([]);
  expect(csp.unprotected).toEqual([]);
});

test('a crashed screen says something went wrong, offers a way on, and is reported (scrubbed); a screen that did not load is not', async ({
  page,
  context,
  baseURL,
}) => {
  const csp = await watchCsp(
    context,
    baseURL ?? '',
    (header) => header === contentSecurityPolicy(undefined, [INGEST_ORIGIN]),
  );
  const crashes = () =>
    ingest.envelopes.filter(({ items }) =>
      items.some((item) => item.type === 'event' && item.text.includes('Forgot-password screen crashed')),
    ).length;
  // The screen's code arrives, but throws as it renders (a fault of the app, with an e-mail in its message).
  await page.route(/\/assets\/forgot-password-screen-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function ForgotPasswordScreen() { throw new Error('Forgot-password screen crashed for jan.novak@example.sk'); }",
    }),
  );
  await page.goto('/forgot-password');
  await expect(page.getByRole('alert').filter({ hasText: 'pokazilo' })).toHaveText(
    'Na tejto obrazovke sa niečo pokazilo. Skúste to znova alebo pokračujte z úvodnej stránky.',
  );
  await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
  await expect.poll(crashes, { message: 'the crash reported to Sentry', timeout: 20_000 }).toBe(1);
  const report = ingest.envelopes
    .flatMap(({ items }) => items)
    .find((item) => item.text.includes('Forgot-password screen crashed'));
  expect(report?.text).toContain('Forgot-password screen crashed for [email]');
  expect(report?.text).not.toContain('jan.novak');

  // The way on: the home page, loaded afresh.
  await page.getByRole('link', { name: 'Na úvodnú stránku' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Otvorte si investičný účet online' })).toBeVisible();

  // The screen's code does not arrive: the load message, and nothing reported as a crash.
  await page.unroute(/\/assets\/forgot-password-screen-[\w-]+\.js$/);
  await page.route(/\/assets\/login-screen-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Obrazovku' })).toHaveText(
    'Obrazovku sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
  );
  await page.waitForTimeout(3_000);
  expect(crashes()).toBe(1);
  expect(
    ingest.envelopes.some(({ items }) => items.some((item) => item.type === 'event' && /login-screen/.test(item.text))),
  ).toBe(false);
  expect(csp.violations).toEqual([]);
});
