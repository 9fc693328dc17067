/**
 * Request and response shapes of the provider API, per endpoint of `endpoints.ts`. Where SPEC §7 says "not
 * shown", the shape is the one the sandbox defines and documents (src/sandbox/README.md).
 */
import type { Language } from '../definition/languages.ts';
import type { EndpointName } from './endpoints.ts';

export type Lang = Language;

export type VerificationStatus = 'none' | 'pending' | 'success' | 'submitted' | 'declined' | 'error';

/** What every error answer of the provider carries. */
export interface ProviderErrorBody {
  result?: string;
  message?: string;
  message_sk?: string;
  message_en?: string;
  message_bg?: string;
  /** Field the error concerns, where the provider knows it (e.g. `birthnumber` on 409). */
  field?: string;
}

export interface ResultAnswer {
  result: string;
}

export interface TokenAnswer {
  authorization_token: string;
}

export interface LeadTokenAnswer {
  lead_token: string;
}

export interface LoginAnswer {
  lead_token: string;
  referrer_url: number;
  model: 'Leads' | 'Clients';
  verification_status: VerificationStatus;
  risk_profile_id: number | null;
  client_owner: boolean;
  /** Sandbox-defined (SPEC §7 does not show it): a financial agent was named in the personal data. */
  intermediary?: boolean;
  /**
   * Sandbox-defined, required of the provider for `model: 'Clients'`: a client-zone link token for the
   * questionnaire update (as the e-mailed `/{lang}/questionnaire-info/{token}` link carries), which the app
   * exchanges at `authentication`; without it an existing client who logs in has no way to the update.
   */
  client_link_token?: string;
}

export interface Country {
  code: string;
  name: string;
}

export interface Strategy {
  investment_strategy_id: number;
  slug: 'dynamic' | 'balanced' | 'conservative' | 'sovereign_bonds';
  name: string;
  description: string;
  risk_profile_id: number;
  fee_type: 'one_time' | 'regular';
  discount_percent: number;
  entry_fee_percent: number;
  investment_horizon_years: number;
}

export interface ContractDocument {
  id: string;
  name: string;
  url: string;
}

export interface RiskProfile {
  id: number;
  slug: string;
  name: Record<Lang, string>;
}

export type Frequency = 'monthly' | 'quarterly' | 'semiannually' | 'yearly';

export interface ChosenStrategy {
  investment_strategy_id: number;
  /** `regular`: monthly deposit with a frequency; `one_time`: a single amount. */
  fee_type: 'regular' | 'one_time';
  amount: number;
  frequency?: Frequency;
}

/**
 * Statement settings of SPEC §3, sent as further form fields beside `strategies` (sandbox-defined names, SPEC
 * shows only the values): how and how often the client's statements are sent. The frequency only with `regular`.
 */
export interface StatementSettings {
  statement_send_type: 'do_not_send' | 'one_time' | 'regular';
  statement_delivery_type: 'email' | 'client_zone' | 'do_not_send';
  statement_frequency?: Frequency;
}

/** One answered question of the questionnaire, as sent in the form field `odpovede`. */
export interface QuestionnaireAnswer {
  question: string;
  values: string[];
  /** Free text attached to an answer (e.g. area of activity for incomes over 2000 EUR). */
  text?: string;
  /** Version of the section definition the person saw. */
  version: string;
  /** The same version, named as every submission names its definition (issue 21). */
  definition_version?: string;
  /** SHA-256 of the section's published content (`{ definition, texts }`, as the definition registry hashes it). */
  definition_sha256?: string;
}

/**
 * What the signature of a questionnaire update tells the provider about the risk profile (src/sandbox/README.md):
 * from which profile to which, and the flag of ESMA35-43-3172 guideline 5 paras 58-59.
 */
export interface ProfileChangeField {
  /** The last signed questionnaire's profile; null for a client without one. */
  from_risk_profile_id: number | null;
  to_risk_profile_id: number;
  /** Riskier than a last questionnaire younger than `period_days`; the client was told so before signing. */
  riskier_within_period: boolean;
  period_days: number;
}

export interface LastQuestionnaire {
  answers: QuestionnaireAnswer[];
  risk_profile_id: number | null;
  filled_at: string | null;
}

type Encoded = Record<string, unknown> | FormData | undefined;

/** Request body and answer per endpoint. */
export interface ApiContract {
  health: { body: undefined; answer: { status: 'UP' | 'DOWN' } };
  onboardingToken: { body: { scope: string; user: string; pass: string }; answer: TokenAnswer };
  authentication: { body: { token: string }; answer: TokenAnswer };
  countries: { body: undefined; answer: Country[] };
  strategies: { body: undefined; answer: Strategy[] };
  documents: { body: undefined; answer: ContractDocument[] };
  intermediaryDocuments: { body: undefined; answer: ContractDocument[] };
  riskProfiles: { body: undefined; answer: RiskProfile[] };
  pepDefinition: { body: undefined; answer: Blob };
  sendEmailCode: { body: { email: string }; answer: LeadTokenAnswer };
  verifyEmailCode: { body: { email: string; code: string }; answer: ResultAnswer };
  sendSmsCode: { body: { phone: string }; answer: ResultAnswer };
  logout: { body: never; answer: ResultAnswer };
  verifySmsCode: { body: { phone: string; code: string }; answer: ResultAnswer };
  registration: {
    body: { email: string; password: string; repeat_password: string; consent: boolean; marketing_agree: boolean };
    answer: ResultAnswer;
  };
  login: { body: { email: string; password: string }; answer: LoginAnswer };
  personalInfo: { body: Record<string, unknown>; answer: ResultAnswer };
  personalChildInfo: { body: Record<string, unknown>; answer: ResultAnswer };
  addressAndBankAccount: { body: FormData; answer: { result: string; client_owner: boolean } };
  uploadDocuments: { body: FormData; answer: ResultAnswer };
  saveStrategies: { body: { strategies: string } & Partial<StatementSettings>; answer: ResultAnswer };
  questionnaire: {
    /**
     * `consistency`: JSON of the check of the answers as a whole (issue 22); `scoring`: JSON `{ id, version,
     * definition_sha256 }` of the scoring table to score with (issue 21; both in src/sandbox/README.md).
     */
    body: { odpovede: string; consistency?: string; scoring?: string };
    /** `adviser_review`: the answers are marked for an adviser's review (a `review` consistency rule fired). */
    answer: { result: string; risk_profile_id: number; adviser_review?: boolean };
  };
  startVerification: { body: Record<string, never>; answer: { url: string } };
  verificationStatus: {
    body: undefined;
    /**
     * SPEC §7 uses verification_status; the rest is sandbox-defined: what a reload cannot learn from the lead
     * cookie (the identity provider's return is a reload) but the later steps need.
     */
    answer: { verification_status: VerificationStatus } & Partial<
      Pick<LoginAnswer, 'referrer_url' | 'risk_profile_id' | 'client_owner' | 'intermediary'>
    >;
  };
  sendSignCode: { body: Record<string, never>; answer: ResultAnswer };
  sendSignCodeSfa: { body: Record<string, never>; answer: ResultAnswer };
  verifySignCode: { body: { code: string }; answer: ResultAnswer };
  verifySignCodeSfa: { body: { code: string }; answer: ResultAnswer };
  contract: { body: Record<string, unknown>; answer: ResultAnswer };
  forgotPassword: { body: { email: string }; answer: ResultAnswer };
  changeLostPassword: {
    body: { password: string; repeat_password: string; token: string };
    answer: ResultAnswer;
  };
  lastQuestionnaire: { body: undefined; answer: LastQuestionnaire };
  newQuestionnaire: {
    /** As onboarding's (issue 21): the sections', scoring table's and rules' exact versions named. */
    body: { odpovede: string; lang: Lang; consistency?: string; scoring?: string };
    answer: { signature_token: string; risk_profile: RiskProfile; adviser_review?: boolean };
  };
  requestSignCode: { body: { signature_token: string }; answer: ResultAnswer };
  requestSignCodeEmail: { body: { signature_token: string }; answer: ResultAnswer };
  signQuestionnaire: {
    body: { signature_token: string; code: string; profile_change?: ProfileChangeField };
    answer: ResultAnswer;
  };
  /** The strategies wait for the signature: `signature_token` is signed like a questionnaire update's. */
  newStrategy: { body: { strategies: string }; answer: ResultAnswer & { signature_token: string } };
  requestStrategySignCode: { body: { signature_token: string }; answer: ResultAnswer };
  requestStrategySignCodeEmail: { body: { signature_token: string }; answer: ResultAnswer };
  signStrategy: { body: { signature_token: string; code: string }; answer: ResultAnswer };
  requestClientLinks: { body: { email: string }; answer: ResultAnswer };
}

// Compile-time check that the contract names exactly the endpoints of the table, and bodies are encodable.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const contractCoversTable: Exact<keyof ApiContract, EndpointName> = true;
export type BodyOf<N extends EndpointName> = ApiContract[N]['body'] & Encoded;
export type AnswerOf<N extends EndpointName> = ApiContract[N]['answer'];
