import { join } from 'node:path';
import type { LastQuestionnaire } from '../api/types.ts';
import { loadQuestionDefinitions } from '../definition/node/data-folder.ts';
import { hashPasswordSync } from './password-hash.ts';
import type { Services } from './services.ts';
import type { Lead, LinkPurpose } from './store.ts';

/** The seeded accounts; documented in README.md and safe to rely on in tests and demos. */
export const SEED = {
  password: 'Sandbox123',
  client: {
    id: '0b6f4c6e-6d0b-4f55-9c1e-5a4f2d1c7e01',
    email: 'klient@sandbox.test',
    phone: '+421900000001',
    name: 'Ján',
    surname: 'Klientský',
    birthnumber: '7501011232',
    riskProfileId: 2,
  },
  /**
   * A client who signed a questionnaire 10 days ago (balanced): an update to a riskier profile now is told before
   * signing and sent flagged (scoring.json's profile_change period, 30 days), unlike the client above, whose last
   * questionnaire is a year old.
   */
  recentClient: {
    id: '0b6f4c6e-6d0b-4f55-9c1e-5a4f2d1c7e02',
    email: 'nedavno@sandbox.test',
    phone: '+421900000003',
    name: 'Zuzana',
    surname: 'Nedávna',
    birthnumber: '8001011238',
    riskProfileId: 2,
    daysSinceLastQuestionnaire: 10,
  },
  recentClientLinks: {
    questionnaire: 'sandbox-recent-questionnaire',
    'questionnaire-info': 'sandbox-recent-questionnaire-info',
    'new-strategy': 'sandbox-recent-new-strategy',
  } satisfies Record<LinkPurpose, string>,
  /** Fixed link tokens of the seeded client, valid 7 days from start or reset. */
  clientLinks: {
    questionnaire: 'sandbox-questionnaire',
    'questionnaire-info': 'sandbox-questionnaire-info',
    'new-strategy': 'sandbox-new-strategy',
  } satisfies Record<LinkPurpose, string>,
  lead: { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01', email: 'lead@sandbox.test' },
  pendingLead: {
    id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02',
    email: 'pending@sandbox.test',
    phone: '+421900000002',
    birthnumber: '8555051230',
  },
} as const;

export const LINK_TTL_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const YEAR_MS = 365 * DAY_MS;

/**
 * The seeded client's last answers: a person with some experience, a medium horizon and a balanced attitude to
 * risk (84 points with the current definitions: risk profile 2), who prefers sustainable investments per SFDR
 * with at least a 20 % share. Written out rather than derived (e.g. the first answer of every question) because
 * a consistent set follows the definitions' conditions: the ESG instrument question only after "yes", a share
 * question only for a chosen instrument, the area of activity only for the higher income bands.
 * tests/flows/questionnaire-update.test.tsx checks that the set passes the sections' validation as it is.
 */
const SAMPLE_ANSWERS: Readonly<Record<string, { values: readonly string[]; text?: string }>> = {
  a1: { values: ['university'] },
  a2: { values: ['related'] },
  a3: { values: ['falls'] },
  a4: { values: ['ownership_risk'] },
  a5: { values: ['no_value_fluctuates'] },
  a6: { values: ['no'] },
  a7: { values: ['fund'] },
  a8: { values: ['bonds', 'funds'] },
  a9: { values: ['2_5'] },
  a10: { values: ['1_5'] },
  a11: { values: ['up_to_5000'] },
  a12: { values: ['portfolio_management'] },
  b1: { values: ['income'] },
  b2: { values: ['5_10'] },
  b3: { values: ['7'] },
  b4: { values: ['part'] },
  c1: { values: ['hold'] },
  c2: { values: ['medium'] },
  c3: { values: ['5_15'] },
  c4: { values: ['small'] },
  d1: { values: ['employment'] },
  d2: { values: ['2000_5000'], text: 'Účtovníctvo a daňové poradenstvo' },
  d3: { values: ['under_100000'] },
  d4: { values: ['up_to_20'] },
  d5: { values: ['up_to_30'] },
  e1: { values: ['yes'] },
  e2: { values: ['sfdr'] },
  e3_sfdr: { values: ['20'] },
};

/**
 * A plausible last questionnaire, filled in `ageMs` before now (a year by default): the sample answers above for
 * every question the definitions still hold, with the version of its section; values a definition no longer offers
 * are left out.
 */
export function sampleLastQuestionnaire(
  services: Services,
  riskProfileId: number,
  ageMs: number = YEAR_MS,
): LastQuestionnaire {
  const definitions = loadQuestionDefinitions(join(services.schemasDir, 'questionnaire'));
  const answers = [...definitions.values()].flatMap((definition) => {
    const sample = SAMPLE_ANSWERS[definition.question];
    const offered = new Set(definition.options.map((option) => option.value));
    const values = sample?.values.filter((value) => offered.has(value)) ?? [];
    if (!sample || values.length === 0) return [];
    return [
      {
        question: definition.question,
        values,
        ...(sample.text ? { text: sample.text } : {}),
        version: definition.version ?? '1',
      },
    ];
  });
  return { answers, risk_profile_id: riskProfileId, filled_at: new Date(services.now() - ageMs).toISOString() };
}

/** A lead with nothing filled in yet. */
export function newLead(id: string, email: string, services: Services): Lead {
  return {
    id,
    email,
    lang: 'sk',
    createdAt: services.now(),
    emailVerified: false,
    registered: false,
    passwordHash: null,
    marketingAgree: false,
    verifiedPhone: null,
    person: null,
    child: null,
    clientOwner: false,
    intermediaryPerson: false,
    address: null,
    amlInfo: null,
    strategies: [],
    questionnaire: null,
    riskProfileId: null,
    verificationStatus: 'none',
    referrerUrl: 0,
    signed: { own: false, sfa: false },
    contractSentAt: null,
  };
}

/** Puts the seeded client and leads into an empty store. */
export function seedStore(services: Services): void {
  const { store } = services;
  const passwordHash = hashPasswordSync(SEED.password);
  const { client } = SEED;
  store.clients.set(client.id, {
    id: client.id,
    email: client.email,
    phone: client.phone,
    passwordHash,
    name: client.name,
    surname: client.surname,
    birthnumber: client.birthnumber,
    lang: 'sk',
    riskProfileId: client.riskProfileId,
    lastQuestionnaire: sampleLastQuestionnaire(services, client.riskProfileId),
    strategies: [{ investment_strategy_id: 2, fee_type: 'regular', amount: 50, frequency: 'monthly' }],
  });
  for (const [purpose, token] of Object.entries(SEED.clientLinks) as [LinkPurpose, string][]) {
    store.linkTokens.set(token, { clientId: client.id, purpose, expiresAt: services.now() + LINK_TTL_MS });
  }
  const { recentClient: recent } = SEED;
  store.clients.set(recent.id, {
    id: recent.id,
    email: recent.email,
    phone: recent.phone,
    passwordHash,
    name: recent.name,
    surname: recent.surname,
    birthnumber: recent.birthnumber,
    lang: 'sk',
    riskProfileId: recent.riskProfileId,
    lastQuestionnaire: sampleLastQuestionnaire(
      services,
      recent.riskProfileId,
      recent.daysSinceLastQuestionnaire * DAY_MS,
    ),
    strategies: [{ investment_strategy_id: 2, fee_type: 'regular', amount: 100, frequency: 'monthly' }],
  });
  for (const [purpose, token] of Object.entries(SEED.recentClientLinks) as [LinkPurpose, string][]) {
    store.linkTokens.set(token, { clientId: recent.id, purpose, expiresAt: services.now() + LINK_TTL_MS });
  }

  const lead = newLead(SEED.lead.id, SEED.lead.email, services);
  Object.assign(lead, { emailVerified: true, registered: true, passwordHash, referrerUrl: 1 });
  store.leads.set(lead.id, lead);

  const pending = newLead(SEED.pendingLead.id, SEED.pendingLead.email, services);
  Object.assign(pending, {
    emailVerified: true,
    registered: true,
    passwordHash,
    verifiedPhone: SEED.pendingLead.phone,
    person: {
      name: 'Eva',
      surname: 'Čakajúca',
      birthdate: '1985-05-05',
      birthnumber: SEED.pendingLead.birthnumber,
      phone: SEED.pendingLead.phone,
    },
    riskProfileId: 2,
    strategies: [{ investment_strategy_id: 2, fee_type: 'one_time', amount: 1000 }],
    verificationStatus: 'submitted',
    referrerUrl: 9,
  } satisfies Partial<Lead>);
  store.leads.set(pending.id, pending);
}
