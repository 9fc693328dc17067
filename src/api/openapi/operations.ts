import type { EndpointName } from '../endpoints.ts';
import { LANGUAGES } from '../../definition/languages.ts';
import { arrayOf, bool, int, nullableInt, object, ref, str, type JsonSchema } from './schema-parts.ts';

/**
 * What the endpoint table (src/api/endpoints.ts) does not say about each call: what it is for, its request
 * body, its success answer and the error results beyond those every call of its kind has (which
 * provider-openapi.ts derives from the table's auth and encoding). Keyed by the table's names, so a call
 * added to the table without a contract here is a compile error; the paths, methods and encodings are read
 * from the table only. The error statuses are the ones the sandbox gives (src/sandbox/README.md states each
 * rule as a requirement on the provider).
 */
export interface OperationContract {
  readonly summary: string;
  readonly description?: string;
  /** The request body's fields (JSON, form or multipart, as the table's encoding says). */
  readonly request?: JsonSchema;
  /** The 200 answer's JSON. */
  readonly answer?: JsonSchema;
  /** A 200 answer that is a file instead (documented, not validated). */
  readonly file?: { readonly contentType: string; readonly description: string };
  /** Answers other than 200 and the error answer (status → what it means and its JSON). */
  readonly otherAnswers?: Readonly<Record<number, { readonly description: string; readonly schema: JsonSchema }>>;
  /** Status → which result texts it carries and when. */
  readonly errors?: Readonly<Record<number, string>>;
  /** Takes an `Idempotency-Key` header: a retry with the same key answers the same and acts once. */
  readonly idempotent?: boolean;
  /**
   * The id of the step definition whose submission this is (its `submit.endpoint`, schemas/steps): the request also
   * names the exact version the person filled in (`definition_version`, `definition_sha256`; issue 21).
   */
  readonly step?: string;
}

const email = { type: 'string', format: 'email' };
const code = {
  type: 'string',
  pattern: '^[0-9]{6}$',
  description: 'Six ASCII digits; anything else is `invalid code` before any comparison.',
};
const codeErrors = {
  400: '`invalid code` (not six digits), `wrong code`, `code expired` (too old, used, or tried 5 times).',
  429: '`too many attempts`: the code was tried too often; `Retry-After` says when to ask for a new one.',
};
const sendLimit = {
  429: '`too many attempts` (`too many codes`): at most 3 codes per target in 10 minutes and 3 code generations per owner an hour; `Retry-After` and `retry_after` give the wait.',
};
const strategiesField = {
  type: 'string',
  description:
    'JSON array of chosen strategies: `{investment_strategy_id, fee_type: "regular"|"one_time", amount (≥ 0.01, whole cents), frequency?}`.',
};
const linkErrors = {
  401: '`unauthorized`; `link already used`: the client-zone link token was already exchanged (ask for new links at client_links_onboarding).',
  403: '`link not for this`: the client-zone token was issued for another purpose (a questionnaire link cannot add a strategy).',
};
const signQuestionnaireErrors = {
  ...codeErrors,
  400: `${codeErrors[400]} \`invalid signature token\`.`,
  ...linkErrors,
};
const registrationRequired = { 403: '`registration required`: the lead has not set a password yet.' };
const person = {
  type: 'object',
  description:
    'Personal data of SPEC §3; names Latin-only without markup characters, birth number with checksum matching the birth date.',
  properties: {
    academic_title_before: str,
    name: str,
    surname: str,
    birthdate: { type: 'string', format: 'date' },
    birthnumber: { type: 'string', pattern: '^[0-9]{9,10}$' },
    idcard_no: str,
    idcard_validity: { type: 'string', format: 'date' },
    nationality: str,
    phone: str,
    politically_exposed_person: bool,
    child_investment: bool,
    intermediaryPerson: bool,
    referred_by_client: bool,
    agent_registration_number: str,
  },
  required: ['name', 'surname', 'birthdate', 'birthnumber', 'idcard_no', 'idcard_validity', 'nationality'],
};
const loginAnswer = object(
  {
    lead_token: str,
    referrer_url: int,
    model: { type: 'string', enum: ['Leads', 'Clients'] },
    verification_status: ref('VerificationStatus'),
    risk_profile_id: nullableInt,
    client_owner: bool,
    intermediary: bool,
    client_link_token: {
      type: 'string',
      description: "For `model: 'Clients'`: a questionnaire-info link token for the update.",
    },
  },
  ['intermediary', 'client_link_token'],
);
const strategy = object({
  investment_strategy_id: int,
  slug: { type: 'string', enum: ['dynamic', 'balanced', 'conservative', 'sovereign_bonds'] },
  name: str,
  description: str,
  risk_profile_id: int,
  fee_type: { type: 'string', enum: ['one_time', 'regular'] },
  discount_percent: { type: 'number' },
  entry_fee_percent: { type: 'number' },
  investment_horizon_years: { type: 'number' },
});
const resultAnswer = ref('ResultAnswer');
/** The check of the answers as a whole (issue 22; src/sandbox/README.md, "Consistency of the answers"). */
const consistencyField = {
  type: 'string',
  description:
    'JSON { id, version, definition_sha256, confirmed: rule ids the client confirmed, review: rule ids marked for an adviser } of schemas/questionnaire/consistency.json; definition_sha256 names the exact version of the rules evaluated (a hash never published: 400 unknown definition).',
};
/** The scoring table's exact version (issue 21; src/sandbox/README.md, "Questionnaire scoring"). */
const scoringField = {
  type: 'string',
  description:
    'JSON { id: "scoring", version, definition_sha256 }: the scoring table the answers are scored with (pinned at the questionnaire\'s start); a hash never published: 400 unknown definition (field scoring). Absent: the table in effect.',
};
const adviserReview = {
  type: 'boolean',
  description: 'The answers are marked for an adviser’s review: a `review` consistency rule fired on them.',
};

export const operations = {
  health: {
    summary: 'Health check',
    answer: object({ status: { type: 'string', enum: ['UP'] } }),
    otherAnswers: {
      503: {
        description: 'Down for maintenance (the app shows its maintenance page).',
        schema: object({ status: { type: 'string', enum: ['DOWN'] } }),
      },
    },
  },
  onboardingToken: {
    summary: 'Onboarding authorization token for the landing page',
    request: object({ scope: { type: 'string', enum: ['onboarding'] }, user: str, pass: str }),
    answer: ref('TokenAnswer'),
    errors: { 401: '`invalid credentials`.', 400: '`invalid field` (scope).' },
  },
  authentication: {
    summary: 'Exchange an e-mailed client-zone link token for a client-zone token',
    description: 'A link token works once and for its purpose only.',
    request: object({ token: str }),
    answer: ref('TokenAnswer'),
    errors: { 401: '`unauthorized` (unknown or expired token), `link already used` (second exchange).' },
  },
  countries: { summary: 'Countries', answer: arrayOf(object({ code: str, name: str })) },
  strategies: { summary: 'Investment strategies', answer: arrayOf(strategy) },
  documents: { summary: 'Contract documents', answer: arrayOf(ref('ContractDocument')) },
  intermediaryDocuments: {
    summary: "Contract documents of a financial agent's client",
    answer: arrayOf(ref('ContractDocument')),
  },
  riskProfiles: { summary: 'Risk profiles', answer: arrayOf(ref('RiskProfile')) },
  pepDefinition: {
    summary: 'Definition of a politically exposed person (PDF)',
    file: { contentType: 'application/pdf', description: 'The definition as a PDF document.' },
    errors: { 404: '`not found` (unknown language).' },
  },
  sendEmailCode: {
    summary: 'Send an e-mail code; starts a lead',
    description:
      'Answers the same for a registered and a new e-mail (no enumeration); the e-mail to a registered address says the account exists.',
    request: object({ email }),
    answer: object({ lead_token: str }),
    errors: { 400: '`invalid e-mail`.', ...sendLimit },
  },
  verifyEmailCode: {
    summary: 'Verify the e-mail code',
    request: object({ email, code }),
    answer: resultAnswer,
    errors: codeErrors,
  },
  sendSmsCode: {
    summary: 'Send an SMS code',
    request: object({ phone: str }),
    answer: resultAnswer,
    errors: { 400: '`invalid phone`.', ...sendLimit, ...registrationRequired },
  },
  verifySmsCode: {
    summary: 'Verify the SMS code',
    request: object({ phone: str, code }),
    answer: resultAnswer,
    errors: codeErrors,
  },
  logout: {
    summary: 'Log out: revoke the lead token the request carries',
    answer: resultAnswer,
    errors: { 401: 'The token is missing, forged, expired or already revoked (by a logout or a password reset).' },
  },
  registration: {
    step: 'registration',
    summary: 'Register the lead (password, consent)',
    request: object({ email, password: str, repeat_password: str, consent: bool, marketing_agree: bool }),
    answer: resultAnswer,
    errors: {
      400: '`password too short`, `passwords do not match`, `e-mail does not match`, `e-mail not verified`, `consent required`.',
      409: '`e-mail already registered`.',
    },
  },
  login: {
    step: 'login',
    summary: 'Log in a lead or client',
    request: object({ email, password: str }),
    answer: loginAnswer,
    errors: {
      401: '`wrong password`.',
      429: '`too many attempts` (`too many logins`): slowed down per account and source; `Retry-After` gives the wait.',
    },
  },
  personalInfo: {
    step: 'personal-info',
    summary: 'Personal data',
    request: person,
    answer: resultAnswer,
    errors: {
      400: '`invalid birth number`, `birth number does not match birth date`, `invalid date`, `only latin characters`, `phone not verified`, `missing field`, `invalid field`.',
      409: '`birth number exists`.',
      429: '`too many attempts` (`too many birth number conflicts`): the birth-number conflict is limited per lead.',
      ...registrationRequired,
    },
  },
  personalChildInfo: {
    step: 'child-personal-info',
    summary: 'Personal data of the child an adult invests for',
    request: person,
    answer: resultAnswer,
    errors: {
      400: '`child investment not declared`, `phone not verified` and the personal data checks.',
      ...registrationRequired,
    },
  },
  addressAndBankAccount: {
    step: 'address-and-bank-account',
    summary: 'Address and bank account, with the bank statement scan',
    request: object(
      {
        street: str,
        zip: str,
        city: str,
        country: str,
        taxResidency: str,
        bankAccountOwner: str,
        iban: str,
        scan_bank: { type: 'string', format: 'binary' },
      },
      [],
    ),
    answer: object({ result: str, client_owner: bool }),
    idempotent: true,
    errors: {
      400: '`missing field`, `invalid field`, `unknown country`, `invalid IBAN`, `missing file`, `only latin characters`.',
      413: '`file too large`.',
      415: '`unsupported file type`.',
      ...registrationRequired,
    },
  },
  uploadDocuments: {
    step: 'documents-upload',
    summary: 'Identity documents and AML information',
    description: 'Only after the identity verification succeeded.',
    request: { type: 'object', description: 'Scans of the identity documents as files, `aml_info` as JSON text.' },
    answer: resultAnswer,
    idempotent: true,
    errors: {
      400: '`missing file`, `invalid field` (aml_info).',
      409: '`verification required`: the identity verification has not succeeded.',
      413: '`file too large`.',
      415: '`unsupported file type`.',
      ...registrationRequired,
    },
  },
  saveStrategies: {
    step: 'strategies',
    summary: 'Chosen strategies and statement settings',
    request: object(
      {
        strategies: strategiesField,
        statement_send_type: { type: 'string', enum: ['do_not_send', 'one_time', 'regular'] },
        statement_delivery_type: { type: 'string', enum: ['email', 'client_zone', 'do_not_send'] },
        statement_frequency: { type: 'string', enum: ['monthly', 'quarterly', 'semiannually', 'yearly'] },
      },
      ['statement_send_type', 'statement_delivery_type', 'statement_frequency'],
    ),
    answer: resultAnswer,
    errors: {
      400: '`unknown strategy`, `invalid amount` (below 0.01 EUR or more than two decimals), `missing frequency`, `no strategy chosen`, `duplicate strategy`, `invalid field`.',
      ...registrationRequired,
    },
  },
  questionnaire: {
    summary: 'Investment questionnaire, scored from the definitions',
    request: object(
      {
        odpovede: {
          type: 'string',
          description: 'JSON array of QuestionnaireAnswer; points sent by a client are ignored.',
        },
        consistency: consistencyField,
        scoring: scoringField,
      },
      ['consistency', 'scoring'],
    ),
    answer: object({ result: str, risk_profile_id: int, adviser_review: adviserReview }, ['adviser_review']),
    errors: {
      400: '`invalid answers`, `unknown question`, `unknown answer`, `missing answer`, `missing answer text` (field names the question); `unconfirmed contradiction` (field names the consistency rule), `invalid field` (field `consistency`); `unknown definition` (a `definition_sha256` never published), `definition not in effect` (a version scheduled for later), `mixed definitions` (one section in two versions).',
      ...registrationRequired,
    },
  },
  startVerification: {
    summary: 'Start the identity verification at the identity provider',
    request: { type: 'object' },
    answer: object({ url: { type: 'string', format: 'uri' } }),
    errors: registrationRequired,
  },
  verificationStatus: {
    summary: 'Identity verification status (and what a reload needs)',
    answer: object(
      {
        verification_status: ref('VerificationStatus'),
        referrer_url: int,
        risk_profile_id: nullableInt,
        client_owner: bool,
        intermediary: bool,
      },
      ['referrer_url', 'risk_profile_id', 'client_owner', 'intermediary'],
    ),
  },
  sendSignCode: {
    summary: 'Send the contract sign code (SMS)',
    request: { type: 'object' },
    answer: resultAnswer,
    errors: { ...sendLimit, 400: '`phone not verified`.' },
  },
  sendSignCodeSfa: {
    summary: "Send the financial agent's sign code",
    request: { type: 'object' },
    answer: resultAnswer,
    errors: { ...sendLimit, 400: '`no intermediary`.' },
  },
  verifySignCode: {
    summary: 'Verify the contract sign code',
    request: object({ code }),
    answer: resultAnswer,
    errors: codeErrors,
  },
  verifySignCodeSfa: {
    summary: "Verify the financial agent's sign code",
    request: object({ code }),
    answer: resultAnswer,
    errors: codeErrors,
  },
  contract: {
    step: 'contracts',
    summary: 'Conclude the contract',
    description: 'Only after the identity verification succeeded and the documents were uploaded.',
    request: { type: 'object' },
    answer: resultAnswer,
    idempotent: true,
    errors: {
      400: '`contract not signed`: the sign code was not verified.',
      409: '`verification required`, `documents required`: the missing step; `request in progress` while the same key is answered.',
      422: '`idempotency key reused` with a different request.',
      ...registrationRequired,
    },
  },
  forgotPassword: {
    step: 'forgot-password',
    summary: 'Request a password reset link',
    request: object({ email }),
    answer: resultAnswer,
    errors: { 429: '`too many attempts` (`too many password recoveries`).' },
  },
  changeLostPassword: {
    step: 'reset-password',
    summary: 'Set a new password with the reset link token',
    request: object({ password: str, repeat_password: str, token: str }),
    answer: resultAnswer,
    errors: { 400: '`password too short`, `passwords do not match`.', 401: '`unauthorized` (`invalid reset link`).' },
  },
  lastQuestionnaire: {
    summary: "The client's last questionnaire",
    answer: object({
      answers: arrayOf(ref('QuestionnaireAnswer')),
      risk_profile_id: nullableInt,
      filled_at: { type: ['string', 'null'] },
    }),
    errors: linkErrors,
  },
  newQuestionnaire: {
    summary: 'A questionnaire update, to be signed',
    description:
      "Each answer names the exact section version it was given on, and `scoring` and `consistency` the scoring table and rules pinned at the update's start, checked and kept (with the client, once signed) as for onboarding (issue 21).",
    request: object(
      {
        odpovede: {
          type: 'string',
          description: 'JSON array of QuestionnaireAnswer; points sent by a client are ignored.',
        },
        lang: { type: 'string', enum: [...LANGUAGES] },
        consistency: consistencyField,
        scoring: scoringField,
      },
      ['consistency', 'scoring'],
    ),
    answer: object({ signature_token: str, risk_profile: ref('RiskProfile'), adviser_review: adviserReview }, [
      'adviser_review',
    ]),
    errors: {
      400: '`invalid answers` and the questionnaire checks, `unconfirmed contradiction`, `unknown definition`, `definition not in effect`, `mixed definitions` as for onboarding.',
      ...linkErrors,
    },
  },
  requestSignCode: {
    summary: 'Send the questionnaire sign code (SMS)',
    request: ref('SignatureToken'),
    answer: resultAnswer,
    errors: { ...sendLimit, ...linkErrors },
  },
  requestSignCodeEmail: {
    summary: 'Send the questionnaire sign code (e-mail)',
    request: ref('SignatureToken'),
    answer: resultAnswer,
    errors: { ...sendLimit, ...linkErrors },
  },
  signQuestionnaire: {
    summary: 'Sign the questionnaire update',
    description:
      "Signed only when the answer's result is `success`. `profile_change` says from which risk profile to which, and flags a riskier profile than a last questionnaire younger than `period_days` (the client was told before signing); kept with the client. Profiles other than the client's last and the pending update's: `invalid field` `profile_change`.",
    request: object(
      {
        signature_token: str,
        code: { type: 'string', pattern: '^[0-9]{6}$' },
        profile_change: object({
          from_risk_profile_id: nullableInt,
          to_risk_profile_id: int,
          riskier_within_period: bool,
          period_days: { type: 'integer', minimum: 0 },
        }),
      },
      ['profile_change'],
    ),
    answer: resultAnswer,
    errors: signQuestionnaireErrors,
  },
  newStrategy: {
    step: 'new-strategy',
    summary: "An existing client's new strategy, to be signed",
    request: object({ strategies: strategiesField }),
    answer: object({ result: str, signature_token: str }),
    errors: { 400: '`unknown strategy`, `invalid amount` and the other strategy checks.', ...linkErrors },
  },
  requestStrategySignCode: {
    summary: 'Send the new strategy sign code (SMS)',
    request: ref('SignatureToken'),
    answer: resultAnswer,
    errors: { ...sendLimit, ...linkErrors },
  },
  requestStrategySignCodeEmail: {
    summary: 'Send the new strategy sign code (e-mail)',
    request: ref('SignatureToken'),
    answer: resultAnswer,
    errors: { ...sendLimit, ...linkErrors },
  },
  signStrategy: {
    summary: 'Sign the new strategy',
    request: ref('SignCode'),
    answer: resultAnswer,
    errors: signQuestionnaireErrors,
  },
  requestClientLinks: {
    summary: 'Send new client-zone links (after a link was used)',
    description: 'Answers the same whether or not the e-mail belongs to a client.',
    request: object({ email }),
    answer: resultAnswer,
    errors: { 400: '`invalid e-mail`.', 429: '`too many attempts`.' },
  },
} as const satisfies Record<EndpointName, OperationContract>;
