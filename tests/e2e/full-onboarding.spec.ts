import { expect, test } from './fixtures';
import { type Lang, birthNumberFor, yearsAgo } from './journey';
import { requestCount } from './sandbox';
import { signContracts } from './steps/contracts';
import { uploadDocuments } from './steps/documents';
import {
  type Prospect,
  giveAddressAndBank,
  giveChildData,
  givePersonalData,
  openAccountAndRegister,
} from './steps/first-steps';
import type { JourneyContext } from './steps/journey-context';
import { answerQuestionnaire } from './steps/questionnaire';
import { expectNothingPersonalStored } from './steps/stored-data';
import { chooseTwoStrategies } from './steps/strategies';
import { verifyIdentity } from './steps/verification';

// The whole onboarding, landing page to thank-you page, as a person does it against the sandbox: every step is
// real (e-mail and SMS codes from the outbox, the identity page, uploads, signing). Nothing is seeded.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const PEOPLE: Record<Lang, Prospect> = {
  sk: {
    email: 'maria.kovacova@example.sk',
    name: 'Mária',
    surname: 'Kováčová',
    birthdate: '1986-04-12',
    phone: '+421 905 222 301',
  },
  en: {
    email: 'emma.brown@example.com',
    name: 'Emma',
    surname: 'Brown',
    birthdate: '1990-09-30',
    phone: '+421 905 222 302',
  },
  bg: {
    email: 'georgi.dimitrov@example.bg',
    name: 'Georgi',
    surname: 'Dimitrov',
    birthdate: '1983-01-17',
    phone: '+421 905 222 303',
  },
};

/** What must never be found in the browser's storage: the person's own data as typed. */
function personalDataOf(prospect: Prospect): string[] {
  const birthnumber = birthNumberFor(prospect.birthdate);
  return [
    prospect.email,
    prospect.name,
    prospect.surname,
    prospect.birthdate,
    birthnumber,
    birthnumber.replace('/', ''),
    prospect.phone.replace(/\s/g, '').slice(4),
    'SK3112000000198742637541',
    'Hlavná',
  ];
}

/** Every step from the landing page to the thank-you page; the child and agent parts when the prospect has them. */
async function onboard(journey: JourneyContext, prospect: Prospect): Promise<void> {
  await openAccountAndRegister(journey, prospect);
  await givePersonalData(journey, prospect);
  if (prospect.child) await giveChildData(journey, prospect.child);
  await giveAddressAndBank(journey, prospect);
  await answerQuestionnaire(journey);
  await chooseTwoStrategies(journey);
  await verifyIdentity(journey);
  await uploadDocuments(journey, {
    child: prospect.child !== undefined,
    intermediary: prospect.agentNumber !== undefined,
  });
  // Everything personal has been typed and uploaded by now, and the session is still open: nothing of it is stored
  // readably (the drafts kept for a reload are ciphertext).
  await expectNothingPersonalStored(journey.page, personalDataOf(prospect), { sessionOpen: true });
  await signContracts(journey, prospect.phone, prospect.agentNumber !== undefined);
}

/** Each call of the way reached the provider exactly once. */
async function expectEachStepSentOnce(journey: JourneyContext, endpoints: string[]): Promise<void> {
  for (const endpoint of endpoints) {
    expect({ endpoint, count: await requestCount(journey.request, endpoint) }).toEqual({ endpoint, count: 1 });
  }
}

/** WCAG 2.1's reflow width (1.4.10): nothing may be lost at 320 CSS px. */
const SMALL_PHONE = { width: 320, height: 640 };

const STEP_ENDPOINTS = [
  'registration',
  'personalInfo',
  'addressAndBankAccount',
  'questionnaire',
  'saveStrategies',
  'startVerification',
  'uploadDocuments',
  'verifySignCode',
  'contract',
];

for (const lang of ['sk', 'en', 'bg'] as const) {
  const axe = lang === 'sk';
  test(`${lang}: the whole onboarding from the landing page to the thank-you page${axe ? ', axe on every screen, and nothing personal left in the browser' : ''}`, async ({
    page,
    request,
  }) => {
    // About twenty screens with real codes and uploads (and axe on each in one language) on a shared machine.
    test.setTimeout(axe ? 420_000 : 300_000);
    // Slovak and Bulgarian at a small phone's width (WCAG's reflow width: every label whole, axe there too), English
    // at a desktop's (the English child path below walks at 320 px).
    if (lang !== 'en') await page.setViewportSize(SMALL_PHONE);
    const journey: JourneyContext = { page, request, lang, axe };
    await onboard(journey, PEOPLE[lang]);
    await expectEachStepSentOnce(journey, STEP_ENDPOINTS);
    expect(await requestCount(request, 'personalChildInfo')).toBe(0);
    expect(await requestCount(request, 'verifySignCodeSfa')).toBe(0);
    // After the thank-you page only the language stays (the page forgets the onboarding session).
    await expectNothingPersonalStored(page, personalDataOf(PEOPLE[lang]));
  });
}

test('en, the child path: the child’s data after the personal data, the birth certificate with the documents', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(SMALL_PHONE);
  const journey: JourneyContext = { page, request, lang: 'en', axe: false };
  const parent: Prospect = {
    email: 'olivia.taylor@example.com',
    name: 'Olivia',
    surname: 'Taylor',
    birthdate: '1984-05-08',
    phone: '+421 905 222 304',
    child: { name: 'Lily', surname: 'Taylor', birthdate: yearsAgo(7) },
  };
  await onboard(journey, parent);
  await expectEachStepSentOnce(journey, [...STEP_ENDPOINTS, 'personalChildInfo']);
  expect(await requestCount(request, 'verifySignCodeSfa')).toBe(0);
});

test('bg, the intermediary path: the agent named in the personal data, the agent’s documents listed and the financial intermediation agreement signed too', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const journey: JourneyContext = { page, request, lang: 'bg', axe: false };
  const prospect: Prospect = {
    email: 'petar.ivanov@example.bg',
    name: 'Petar',
    surname: 'Ivanov',
    birthdate: '1979-12-02',
    phone: '+421 905 222 305',
    agentNumber: 'NBS-12345',
  };
  await onboard(journey, prospect);
  await expectEachStepSentOnce(journey, [...STEP_ENDPOINTS, 'sendSignCodeSfa', 'verifySignCodeSfa']);
});
