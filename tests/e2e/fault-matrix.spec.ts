import type { APIRequestContext, Locator, Page } from '@playwright/test';
import errors from '../../locales/sk/errors.json' with { type: 'json' };
import toasts from '../../locales/sk/toasts.json' with { type: 'json' };
import { CAUTIOUS_SECTIONS } from './answer-sets';
import { customField, type Field, checkedField, fileField, selectField, textField } from './fault-field';
import { expect, test } from './fixtures';
import { birthNumberFor, JOURNEY_TEXTS, label, PNG_1X1, yearsAgo } from './journey';
import { answerOn, expectAnswered, textsIn } from './questionnaire-texts';
import { lastCodeSentTo, requestCount } from './sandbox';
import { openSignedIn } from './sign-in';

/*
 * Issue 9's fault matrix: at every step that sends something, each call meets a 500, a timeout, the browser
 * offline, a 401 and a 429 with Retry-After, and the provider goes DOWN while the person types. After each
 * fault: SPEC §8's toast, everything entered still there, exactly one request at the sandbox per submit (three
 * quick presses while a request hangs), and a retry that goes through. Slovak only; one test per step, which
 * fills the form once and cycles the faults on it.
 *
 * The timeout is the sandbox's `hang` plus the app's own request time limit, which runs on the page's timers:
 * once the request has reached the sandbox, the page's clock jumps past the limit (30 s in a default build), so
 * the test does not wait out the real seconds.
 */

type Fault = '500' | 'timeout' | 'offline' | '401' | '429';
const FAULTS: readonly Fault[] = ['500', 'timeout', 'offline', '401', '429'];

// The request time limit of a default build (VITE_API_TIMEOUT_MS unset), which npm test builds.
const REQUEST_TIME_LIMIT = 30_000;
const TOO_MANY_SECONDS = 300;
// A code request that hit the provider's limit says so, with the wait (src/api/rate-limit-text.ts).
const TOO_MANY_CODES = errors.tooManyCodes.replace('{{minutes}}', String(TOO_MANY_SECONDS / 60));

const sk = JOURNEY_TEXTS.sk;
const q = textsIn('sk');
const SANDBOX_FAULT = 'Simulovaná chyba testovacieho poskytovateľa.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PORTFOLIO = 'Zmluva o riadení portfólia';
const SIGN_PORTFOLIO_FAILED = errors.signPortfolioFailed;

interface Toast {
  title: string;
  text: string;
}

/** SPEC §8 for a call that met a fault, unless the send says otherwise (its own title or text). */
function expectedToast(fault: Fault, own: Partial<Record<Fault, Toast>> = {}): Toast {
  const byDefault: Record<Fault, Toast> = {
    '500': { title: errors.title, text: SANDBOX_FAULT },
    timeout: { title: errors.title, text: errors.timeout },
    offline: { title: errors.title, text: errors.offline },
    '401': { title: errors.title, text: errors.sessionExpired },
    // The wait comes from the provider's Retry-After (SPEC's "login attempts" text is for logging in and signing).
    '429': { title: errors.title, text: errors.tooManyRequests.replace('{{minutes}}', String(TOO_MANY_SECONDS / 60)) },
  };
  return own[fault] ?? byDefault[fault];
}

interface Lead {
  email: string;
  password: string;
  phone: string;
}

interface Send {
  /** The endpoint of src/api/endpoints.ts the faults are set on. */
  endpoint: string;
  /** What is entered before this send (checked after every fault of this send and of the later ones). */
  fields?: (request: APIRequestContext, lead: Lead) => Promise<Field[]> | Field[];
  /** Fields that leave the page once this send succeeds (a code field replaced by "signed"). */
  fieldsGoAway?: boolean;
  button: (page: Page) => Locator;
  toasts?: Partial<Record<Fault, Toast>>;
  /** Before the successful retry (e.g. a fault for the call that follows it by itself). */
  beforeSuccess?: (request: APIRequestContext) => Promise<void>;
  /** What the person sees when it went through. */
  succeeded: (page: Page) => Promise<void>;
}

interface Step {
  name: string;
  /** Seeds a lead at the step, logs in and waits for the step's form. */
  open: (page: Page, request: APIRequestContext) => Promise<Lead>;
  sends: Send[];
}

const continueButton = (page: Page) => page.getByRole('button', { name: sk.continue, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Uložiť a pokračovať', exact: true });
const portfolio = (page: Page) => page.getByRole('region', { name: PORTFOLIO, exact: true });

/** A lead the sandbox brought to a step (POST /sandbox/leads), signed in (sign-in.ts) and on the step at `url`. */
async function seededAt(page: Page, request: APIRequestContext, at: string, url: string): Promise<Lead> {
  const answer = await request.post('/sandbox/leads', { data: { at, lang: 'sk' } });
  expect(answer.status()).toBe(201);
  const lead = (await answer.json()) as Lead;
  await openSignedIn(page, request, lead, url);
  await expect(page).toHaveURL(url);
  return lead;
}

const PERSON = { name: 'Ľubica', surname: 'Chybová', birthdate: yearsAgo(34), phone: '+421905123456' };

const STEPS: Step[] = [
  {
    name: 'registration',
    open: async (page) => {
      await page.goto('/registration');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sk.registration.title);
      return { email: 'poruchy@example.sk', password: 'tajne-heslo', phone: '' };
    },
    sends: [
      {
        endpoint: 'sendEmailCode',
        fields: (_request, lead) => [
          textField((page) => page.getByRole('textbox', { name: sk.registration.email, exact: true }), lead.email),
          textField((page) => page.getByLabel(label(sk.registration.password)), lead.password),
          textField((page) => page.getByLabel(sk.registration.repeatPassword), lead.password),
        ],
        button: (page) => page.getByRole('button', { name: sk.registration.sendCode, exact: true }),
        toasts: {
          '500': { title: errors.emailCodeNotSent, text: errors.emailVerificationFailed },
          '429': { title: errors.emailCodeNotSent, text: TOO_MANY_CODES },
        },
        succeeded: (page) =>
          expect(page.getByRole('status').filter({ hasText: sk.registration.codeSent })).toBeVisible(),
      },
      {
        endpoint: 'registration',
        fields: async (request, lead) => [
          textField(
            (page) => page.getByRole('textbox', { name: label(sk.registration.emailCode) }),
            await lastCodeSentTo(request, lead.email),
          ),
          checkedField((page) => page.getByRole('checkbox', { name: label(sk.registration.consent) })),
        ],
        button: continueButton,
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.registered })).toBeVisible();
          await expect(page).toHaveURL('/steps/personal-info');
        },
      },
    ],
  },
  {
    name: 'personal data',
    open: (page, request) => seededAt(page, request, 'personal-info', '/steps/personal-info'),
    sends: [
      {
        endpoint: 'sendSmsCode',
        fields: () => [
          textField((page) => page.getByRole('textbox', { name: sk.personal.name, exact: true }), PERSON.name),
          textField((page) => page.getByRole('textbox', { name: sk.personal.surname, exact: true }), PERSON.surname),
          textField(
            (page) => page.getByRole('textbox', { name: sk.personal.birthdate, exact: true }),
            PERSON.birthdate,
          ),
          textField(
            (page) => page.getByRole('textbox', { name: sk.personal.birthnumber, exact: true }),
            birthNumberFor(PERSON.birthdate, { female: true, seed: 321 }),
          ),
          textField((page) => page.getByRole('textbox', { name: sk.personal.idcardNo, exact: true }), 'EA654321'),
          textField(
            (page) => page.getByRole('textbox', { name: sk.personal.idcardValidity, exact: true }),
            `${new Date().getFullYear() + 4}-06-30`,
          ),
          selectField((page) => page.getByRole('combobox', { name: label(sk.personal.nationality) }), sk.slovakia),
          textField(
            (page) => page.getByRole('textbox', { name: sk.personal.phone, exact: true }),
            PERSON.phone,
            '905 123 456',
          ),
        ],
        button: (page) => page.getByRole('button', { name: sk.personal.sendCode, exact: true }),
        toasts: { '429': { title: errors.codeNotSent, text: TOO_MANY_CODES } },
        succeeded: (page) => expect(page.getByRole('status').filter({ hasText: sk.personal.codeSent })).toBeVisible(),
      },
      {
        endpoint: 'personalInfo',
        fields: async (request) => [
          textField(
            (page) => page.getByRole('textbox', { name: label(sk.personal.smsCode) }),
            await lastCodeSentTo(request, PERSON.phone),
          ),
          ...[sk.personal.pep, sk.personal.child, sk.personal.agent, sk.personal.referred].map((question) =>
            checkedField((page) =>
              page.getByRole('group', { name: label(question) }).getByRole('radio', { name: sk.no, exact: true }),
            ),
          ),
        ],
        button: continueButton,
        // A 429 here is the provider's limit on birth numbers refused as registered (src/sandbox/README.md).
        toasts: {
          '429': {
            title: errors.title,
            text: errors.tooManyBirthNumberTries.replace('{{minutes}}', String(TOO_MANY_SECONDS / 60)),
          },
        },
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.personalSaved })).toBeVisible();
          await expect(page).toHaveURL('/steps/address-and-bank-account');
        },
      },
    ],
  },
  {
    name: 'address and bank account (multipart)',
    open: (page, request) => seededAt(page, request, 'address', '/steps/address-and-bank-account'),
    sends: [
      {
        endpoint: 'addressAndBankAccount',
        fields: () => [
          textField((page) => page.getByRole('textbox', { name: sk.address.street, exact: true }), 'Poruchová 13'),
          textField((page) => page.getByRole('textbox', { name: sk.address.zip, exact: true }), '04001'),
          textField((page) => page.getByRole('textbox', { name: sk.address.city, exact: true }), 'Košice'),
          selectField((page) => page.getByRole('combobox', { name: label(sk.address.country) }), sk.slovakia),
          selectField((page) => page.getByRole('combobox', { name: label(sk.address.taxResidency) }), sk.slovakia),
          textField((page) => page.getByRole('textbox', { name: sk.address.owner, exact: true }), 'Mária Testovacia'),
          textField(
            (page) => page.getByRole('textbox', { name: sk.address.iban, exact: true }),
            'SK3112000000198742637541',
            'SK31 1200 0000 1987 4263 7541',
          ),
          fileField((page) => page.locator('#field__scan_bank__file'), {
            name: 'vypis-z-uctu.png',
            mimeType: 'image/png',
            buffer: PNG_1X1,
          }),
        ],
        button: continueButton,
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.addressSaved })).toBeVisible();
          await expect(page).toHaveURL('/steps/questionnaire-info');
        },
      },
    ],
  },
  {
    name: 'questionnaire',
    open: async (page, request) => {
      const lead = await seededAt(page, request, 'questionnaire', '/steps/questionnaire-info');
      await page.getByRole('link', { name: q.start }).click();
      for (const [index, answers] of CAUTIOUS_SECTIONS.entries()) {
        await expect(page.getByText(q.part(index + 1), { exact: true })).toBeVisible();
        await answerOn(page, 'sk', answers);
        await page.getByRole('button', { name: q.next }).click();
      }
      await expect(page.getByText(q.part(5), { exact: true })).toBeVisible();
      return lead;
    },
    sends: [
      {
        endpoint: 'questionnaire',
        fields: () => [
          customField(
            (page) => answerOn(page, 'sk', { e1: 'no' }),
            (page) => expectAnswered(page, 'sk', { e1: 'no' }),
          ),
        ],
        button: (page) => page.getByRole('button', { name: q.finish }),
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.questionnaireSaved })).toBeVisible();
          await expect(page).toHaveURL('/steps/questionnaire-evaluation');
        },
      },
    ],
  },
  {
    name: 'strategies',
    open: (page, request) => seededAt(page, request, 'strategies', '/steps/investment-strategy'),
    sends: [
      {
        endpoint: 'saveStrategies',
        fields: () => {
          const balanced = (page: Page) =>
            page
              .getByRole('listitem')
              .filter({ has: page.getByRole('checkbox', { name: 'Vyvážená stratégia', exact: true }) });
          return [
            checkedField((page) => page.getByRole('checkbox', { name: 'Vyvážená stratégia', exact: true })),
            checkedField((page) => balanced(page).getByRole('radio', { name: 'Jednorazový vklad', exact: true })),
            textField(
              (page) => balanced(page).getByRole('textbox', { name: /^Výška jednorazového vkladu/ }),
              '2500',
              /^2\s?500$/,
            ),
            checkedField((page) => page.getByRole('radio', { name: 'Neposielať', exact: true })),
          ];
        },
        button: saveButton,
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.strategiesSaved })).toBeVisible();
          await expect(page).toHaveURL('/steps/start-verification');
        },
      },
    ],
  },
  {
    name: 'start verification',
    open: (page, request) => seededAt(page, request, 'verification', '/steps/start-verification'),
    sends: [
      {
        endpoint: 'startVerification',
        button: (page) => page.getByRole('button', { name: 'Overiť totožnosť', exact: true }),
        toasts: { '500': { title: errors.verificationFailed, text: errors.verificationRetry } },
        succeeded: (page) => expect(page).toHaveURL(/\/sandbox\/idp\/[0-9a-f-]+\?lang=sk$/),
      },
    ],
  },
  {
    name: 'documents upload',
    open: (page, request) => seededAt(page, request, 'documents', '/steps/documents-upload'),
    sends: [
      {
        endpoint: 'uploadDocuments',
        fields: () => [
          textField(
            (page) => page.getByRole('textbox', { name: 'Doplňujúce informácie' }),
            'Úspory zo mzdy a dedičstvo',
          ),
          fileField((page) => page.locator('input[type="file"][id$="doc1_front__file"]'), {
            name: 'op-predna.png',
            mimeType: 'image/png',
            buffer: PNG_1X1,
          }),
          fileField((page) => page.locator('input[type="file"][id$="doc1_back__file"]'), {
            name: 'op-zadna.png',
            mimeType: 'image/png',
            buffer: PNG_1X1,
          }),
          fileField((page) => page.locator('input[type="file"][id$="scan_bank__file"]'), {
            name: 'vypis.pdf',
            mimeType: 'application/pdf',
            buffer: PDF,
          }),
        ],
        button: saveButton,
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.documentsSaved })).toBeVisible();
          await expect(page).toHaveURL('/steps/contracts');
        },
      },
    ],
  },
  {
    name: 'contract signing',
    open: (page, request) => seededAt(page, request, 'contracts', '/steps/contracts'),
    sends: [
      {
        endpoint: 'sendSignCode',
        fields: () => [
          checkedField((page) => page.getByRole('checkbox', { name: /^Súhlasím s elektronickou komunikáciou/ })),
        ],
        button: (page) => portfolio(page).getByRole('button', { name: 'Poslať kód SMS správou' }),
        toasts: { '429': { title: errors.codeNotSent, text: TOO_MANY_CODES } },
        succeeded: (page) =>
          expect(portfolio(page).getByRole('status')).toHaveText('Kód sme vám poslali SMS správou. Zadajte ho nižšie.'),
      },
      {
        endpoint: 'verifySignCode',
        fields: async (request, lead) => [
          textField(
            (page) => portfolio(page).getByRole('textbox', { name: /^Kód z SMS/ }),
            await lastCodeSentTo(request, lead.phone),
          ),
        ],
        fieldsGoAway: true,
        button: (page) => portfolio(page).getByRole('button', { name: 'Podpísať', exact: true }),
        toasts: {
          '500': { title: SIGN_PORTFOLIO_FAILED, text: errors.generic },
          '429': { title: SIGN_PORTFOLIO_FAILED, text: errors.tooManyAttempts },
        },
        // The agreement is signed, then the contract call follows by itself: it fails once here, so its
        // own faults are met through the retry button the page offers.
        beforeSuccess: async (request) => {
          await request.post('/sandbox/faults', { data: { endpoint: 'contract', status: 500 } });
        },
        succeeded: async (page) => {
          await expect(portfolio(page).getByRole('status')).toHaveText('Zmluva o riadení portfólia je podpísaná.');
          await expect(page.getByRole('alert').filter({ hasText: SANDBOX_FAULT })).toBeVisible();
        },
      },
      {
        endpoint: 'contract',
        button: (page) => page.getByRole('button', { name: 'Dokončiť podpis zmlúv', exact: true }),
        succeeded: async (page) => {
          await expect(page.getByRole('alert').filter({ hasText: toasts.agreementsSigned })).toBeVisible();
          await expect(page).toHaveURL('/steps/thank-you');
        },
      },
    ],
  },
];

/** The toast of a failed call, with its title and text. */
async function expectToast(page: Page, toast: Toast, timeout?: number): Promise<void> {
  await expect(
    page.getByRole('alert').filter({ hasText: toast.title }).filter({ hasText: toast.text }).first(),
  ).toBeVisible({ timeout });
}

/**
 * Error toasts stay until dismissed and a repeated one is suppressed while it is on screen, so each fault's
 * message must be the one that fault caused, not one left from the fault before.
 */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Zavrieť oznámenie' });
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 5000 })
      .catch(async (error: unknown) => {
        // A success toast leaves by itself after 3000 ms (SPEC §9), also between the count and the click (the click
        // then waited for a button that never came back, until the test's timeout).
        if ((await close.count()) > 0) throw error;
      });
}

/**
 * Three presses in one go, faster than any re-render: the guard must hold before React has even shown the
 * button as busy (the worst case of a double or triple click on a slow phone).
 */
async function pressThreeTimes(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
    element.click();
  });
}

/** The provider goes DOWN and UP again (the app checks every 25 s, on the page's clock). */
async function maintenanceBreak(page: Page, request: APIRequestContext, content: Locator): Promise<void> {
  await request.post('/sandbox/health', { data: { status: 'DOWN' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prebieha údržba');
  await expect(content).toBeHidden();
  await request.post('/sandbox/health', { data: { status: 'UP' } });
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { name: 'Prebieha údržba' })).toHaveCount(0);
  await expect(content).toBeVisible();
}

/** Enters the fields, with the provider going down while the first text is half typed (or after all, if none is text).
 * */
async function enterThroughMaintenance(
  page: Page,
  request: APIRequestContext,
  fields: Field[],
  content: Locator,
): Promise<void> {
  const typed = fields.findIndex((field) => field.typeStart);
  const field = fields[typed];
  if (!field?.typeStart || !field.startKept || !field.typeRest) {
    for (const one of fields) await one.fill(page);
    await maintenanceBreak(page, request, content);
    for (const one of fields) await one.kept(page);
    return;
  }
  for (const one of fields.slice(0, typed)) await one.fill(page);
  await field.typeStart(page);
  await maintenanceBreak(page, request, content);
  for (const one of fields.slice(0, typed)) await one.kept(page);
  await field.startKept(page);
  await field.typeRest(page);
  await field.kept(page);
  for (const one of fields.slice(typed + 1)) await one.fill(page);
}

/** Makes the next call of `endpoint` meet the fault (or the browser lose its connection). */
async function arm(page: Page, request: APIRequestContext, endpoint: string, fault: Fault): Promise<void> {
  if (fault === 'offline') {
    await page.context().setOffline(true);
    return;
  }
  const data =
    fault === 'timeout'
      ? { endpoint, hang: true }
      : { endpoint, status: Number(fault), ...(fault === '429' ? { retry_after: TOO_MANY_SECONDS } : {}) };
  expect((await request.post('/sandbox/faults', { data })).ok()).toBe(true);
}

async function runStep(page: Page, request: APIRequestContext, step: Step): Promise<void> {
  await page.clock.install();
  const lead = await step.open(page, request);
  let kept: Field[] = [];
  for (const [index, send] of step.sends.entries()) {
    const fields = send.fields ? await send.fields(request, lead) : [];
    if (index === 0) await enterThroughMaintenance(page, request, fields, send.button(page));
    else for (const field of fields) await field.fill(page);
    kept = [...kept, ...fields];

    for (const fault of FAULTS) {
      await test.step(`${send.endpoint}: ${fault}`, async () => {
        // A toast the last send left on purpose (the contract call that follows the agreement by itself) would
        // stand for this fault's and hide it: a repeated message is not shown twice.
        await dismissToasts(page);
        const before = await requestCount(request, send.endpoint);
        await arm(page, request, send.endpoint, fault);
        if (fault === 'timeout') {
          await pressThreeTimes(send.button(page));
          await expect.poll(() => requestCount(request, send.endpoint)).toBe(before + 1);
          // An upload's limit is one of inactivity, started again by each progress event: it is run out once the page
          // has seen the whole body sent (a late progress event on a busy machine started it again after the jump).
          await expect(page.locator('[role="progressbar"][aria-valuenow]:not([aria-valuenow="100"])')).toHaveCount(0);
          await page.clock.fastForward(REQUEST_TIME_LIMIT);
        } else {
          await send.button(page).click();
        }
        await expectToast(page, expectedToast(fault, send.toasts));
        if (fault === 'offline') await page.context().setOffline(false);
        // Offline, nothing reaches the provider; otherwise exactly the one request, however often it was pressed.
        expect(await requestCount(request, send.endpoint)).toBe(before + (fault === 'offline' ? 0 : 1));
        for (const field of kept) await field.kept(page);
        await expect(send.button(page)).toBeEnabled();
        await dismissToasts(page);
      });
    }

    await test.step(`${send.endpoint}: the retry goes through`, async () => {
      await send.beforeSuccess?.(request);
      const before = await requestCount(request, send.endpoint);
      await send.button(page).click();
      await send.succeeded(page);
      expect(await requestCount(request, send.endpoint)).toBe(before + 1);
    });
    if (send.fieldsGoAway) kept = kept.filter((field) => !fields.includes(field));
  }
}

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

for (const step of STEPS) {
  test(`${step.name}: every fault keeps what was entered, says what happened, sends once, and the retry goes through`, async ({
    page,
    request,
  }) => {
    // Five faults per call (one a timeout), a maintenance break and logging in, on a machine shared with other runs.
    test.setTimeout(240_000);
    await runStep(page, request, step);
  });
}
