import type { PlainRouteName } from './routes';

/**
 * The provider's `referrer_url` (SPEC §3: the number of the last completed step) by name, the one home of these
 * numbers. They are the route step numbers of SPEC §2, which do not follow the flow order of §4 around identity
 * verification: saving strategies or starting verification sets 9 (before start-verification, 10), a successful
 * verification 5 (before documents, 6). The sandbox sets the same (src/sandbox/README.md, referrer_url).
 */
export const REFERRER_URL = {
  /** A new lead: the e-mail code was sent, nothing is completed yet. */
  none: 0,
  registration: 1,
  /** The personal data, or the child's, which belong to the same step. */
  personalInfo: 2,
  addressAndBankAccount: 3,
  questionnaire: 4,
  /** The identity provider said `success`: documents come next. */
  verificationSucceeded: 5,
  documentsUpload: 6,
  contracts: 7,
  /** An existing client's login answers this (the onboarding is behind them). */
  thankYou: 8,
  /** Strategies saved or identity verification started: verification (its start or its outcome) comes next. */
  verificationStarted: 9,
  startVerification: 10,
} as const;

/**
 * Where a lead resumes after login for each `referrer_url` (SPEC §2 "the step after the last completed one"):
 * "+1" cannot be computed from these numbers (see REFERRER_URL), so this table says it.
 */
export const RESUME_AFTER: Readonly<Record<number, PlainRouteName>> = {
  [REFERRER_URL.none]: 'personal-info',
  [REFERRER_URL.registration]: 'personal-info',
  [REFERRER_URL.personalInfo]: 'address-and-bank-account',
  [REFERRER_URL.addressAndBankAccount]: 'questionnaire-info',
  [REFERRER_URL.questionnaire]: 'investment-strategy',
  [REFERRER_URL.verificationSucceeded]: 'documents-upload',
  [REFERRER_URL.documentsUpload]: 'contracts',
  [REFERRER_URL.contracts]: 'thank-you',
  [REFERRER_URL.thankYou]: 'thank-you',
  [REFERRER_URL.verificationStarted]: 'start-verification',
  [REFERRER_URL.startVerification]: 'start-verification',
};
