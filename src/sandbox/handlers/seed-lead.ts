import { randomInt, randomUUID } from 'node:crypto';
import type { VerificationStatus } from '../../api/types.ts';
import { riskProfileById } from '../data/risk-profiles.ts';
import { emailField, optionalBoolean } from '../fields.ts';
import { asLang, type RequestContext } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { hashPassword } from '../password-hash.ts';
import { readJsonObject } from '../read-body.ts';
import { json, type Reply } from '../reply.ts';
import { newLead, SEED } from '../seed.ts';
import { findAccount, type Lead } from '../store.ts';
import { tinyPdf } from '../tiny-pdf.ts';
import { keepUpload } from '../upload-check.ts';

/** The steps a seeded lead can stand at, with the referrer_url the provider would have stored (README). */
const AT: Record<
  string,
  {
    referrerUrl: number;
    verificationStatus: VerificationStatus;
    person: boolean;
    address: boolean;
    questionnaire: boolean;
    strategies: boolean;
  }
> = {
  'personal-info': {
    referrerUrl: 1,
    verificationStatus: 'none',
    person: false,
    address: false,
    questionnaire: false,
    strategies: false,
  },
  address: {
    referrerUrl: 2,
    verificationStatus: 'none',
    person: true,
    address: false,
    questionnaire: false,
    strategies: false,
  },
  questionnaire: {
    referrerUrl: 3,
    verificationStatus: 'none',
    person: true,
    address: true,
    questionnaire: false,
    strategies: false,
  },
  strategies: {
    referrerUrl: 4,
    verificationStatus: 'none',
    person: true,
    address: true,
    questionnaire: true,
    strategies: false,
  },
  verification: {
    referrerUrl: 9,
    verificationStatus: 'none',
    person: true,
    address: true,
    questionnaire: true,
    strategies: true,
  },
  documents: {
    referrerUrl: 5,
    verificationStatus: 'success',
    person: true,
    address: true,
    questionnaire: true,
    strategies: true,
  },
  // Documents uploaded too (the contract needs them, README's step order).
  contracts: {
    referrerUrl: 6,
    verificationStatus: 'success',
    person: true,
    address: true,
    questionnaire: true,
    strategies: true,
  },
};

/** What POST /sandbox/leads answers: the lead's id and how to log in as it (tests and demos read it). */
export interface SeededLead {
  id: string;
  email: string;
  password: string;
  phone: string;
  lang: string;
  risk_profile_id: number | null;
  child: boolean;
  intermediary: boolean;
}

/**
 * POST /sandbox/leads: a registered lead who has already done every step before `at`, so a test or a demo can
 * start at that step (log in with the answered e-mail and password). The phone is verified (sign codes go to it).
 */
export async function seedLead(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  const { store } = ctx.services;
  const at = typeof body.at === 'string' ? AT[body.at] : undefined;
  if (!at) throw fail(400, 'invalid field', { field: 'at' });
  const email = body.email === undefined ? `lead-${randomInt(100_000, 1_000_000)}@sandbox.test` : emailField(body);
  if (findAccount(store, email)) throw fail(409, 'e-mail already registered', { field: 'email' });
  const lang = body.lang === undefined ? 'sk' : asLang(body.lang);
  if (!lang) throw fail(400, 'invalid field', { field: 'lang' });
  const riskProfileId = body.risk_profile_id === undefined ? 2 : body.risk_profile_id;
  if (typeof riskProfileId !== 'number' || !riskProfileById(riskProfileId))
    throw fail(400, 'invalid field', { field: 'risk_profile_id' });
  const child = optionalBoolean(body, 'child') ?? false;
  const intermediary = optionalBoolean(body, 'intermediary') ?? false;
  const phone = `+4219${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const lead = newLead(randomUUID(), email, ctx.services);
  Object.assign(lead, {
    lang,
    emailVerified: true,
    registered: true,
    passwordHash: await hashPassword(SEED.password),
    // Before the personal data nothing is known of the person, not even a verified phone.
    verifiedPhone: at.person ? phone : null,
    person: at.person
      ? { name: 'Mária', surname: 'Testovacia', birthdate: '1985-05-05', phone, intermediaryPerson: intermediary }
      : null,
    child: child && at.person ? { name: 'Tomáš', surname: 'Testovací', birthdate: '2015-03-03' } : null,
    clientOwner: child,
    intermediaryPerson: intermediary,
    address: at.address
      ? {
          street: 'Hlavná 1',
          zip: '81101',
          city: 'Bratislava',
          country: 'SK',
          taxResidency: 'SK',
          bankAccountOwner: 'Mária Testovacia',
          iban: 'SK3112000000198742637541',
        }
      : null,
    questionnaire: at.questionnaire ? { answers: [], points: 0, riskProfileId, filledAt: ctx.services.now() } : null,
    riskProfileId: at.questionnaire ? riskProfileId : null,
    strategies: at.strategies ? [{ investment_strategy_id: 2, fee_type: 'one_time', amount: 1000 }] : [],
    verificationStatus: at.verificationStatus,
    referrerUrl: at.referrerUrl,
  } satisfies Partial<Lead>);
  store.leads.set(lead.id, lead);
  if (body.at === 'contracts') {
    for (const field of ['doc1_front', 'doc1_back', 'scan_bank']) {
      await keepUpload(ctx.services, lead.id, {
        field,
        name: `${field}.pdf`,
        mime: 'application/pdf',
        bytes: tinyPdf(field),
      });
    }
  }
  return json(
    {
      id: lead.id,
      email,
      password: SEED.password,
      phone,
      lang,
      risk_profile_id: at.questionnaire ? riskProfileId : null,
      child,
      intermediary,
    } satisfies SeededLead,
    201,
  );
}
