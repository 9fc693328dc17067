/**
 * Removes personal data and secrets before anything reaches error reporting (GDPR art. 5(1)(c), data
 * minimisation): tokens in addresses, and birth numbers, IBANs, e-mails, phones and tokens anywhere in an
 * event or breadcrumb. One scrubber serves every event type (errors, transactions, spans, replay events),
 * breadcrumbs, replay recordings and whole envelopes (scrub-envelope.ts).
 */
const TOKEN_ROUTES =
  /\/(reset-password|investment-questionnaire|questionnaire-info|questionnaire-evaluation|new_strategy|verification-result)\/[^/?#\s"']+/g;
const TOKEN_QUERY = /([?&](?:token|signature_token|lead_token|authorization_token|code)=)[^&#\s"']+/gi;

const PATTERNS: readonly [RegExp, string][] = [
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g, '[token]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/gi, '[iban]'],
  [/\b\d{6}\/?\d{3,4}\b/g, '[birth-number]'],
  [/\+\d{3}[\s\d]{8,14}\d/g, '[phone]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]'],
];

// Field names whose values are personal whatever they look like: every field of SPEC §3 (account, person,
// address and bank, documents, profile) in the provider's spelling, secrets, and the questionnaire's answers (the
// sent list, and each question's slug a1…e3 with its free texts such as d2_activity), compared in lower case.
const PERSONAL_KEYS = new Set([
  // Account
  'email',
  'password',
  'repeat_password',
  'email_code',
  'code',
  'sms_code',
  'sign_code',
  // Person
  'academic_title_before',
  'name',
  'surname',
  'birthdate',
  'birthnumber',
  'idcard_no',
  'idcard_validity',
  'nationality',
  'phone',
  'politically_exposed_person',
  'child_investment',
  'intermediaryperson',
  'agent_registration_number',
  'referred_by_client',
  // Address and bank
  'street',
  'zip',
  'city',
  'country',
  'taxresidency',
  'bankaccountowner',
  'iban',
  // Documents
  'doc1_front',
  'doc1_back',
  'doc2_front',
  'doc2_back',
  'scan_bank',
  'birth_certificate',
  'aml_info',
  // Profile and strategies
  'lead_token',
  'client_owner',
  'risk_profile',
  'risk_profile_id',
  'strategies',
  'amount',
  // Questionnaire: the answers as sent (`odpovede`) and as read back
  'answers',
  'odpovede',
  'text',
  // Secrets
  'token',
  'authorization_token',
  'signature_token',
  'authorization',
  'cookie',
  'cookies',
  'user',
  'ip_address',
]);
const QUESTION_SLUG = /^[a-e]\d{1,2}(?:_\w+)?$/i;

// Sentry's own descriptions of the SDK, browser, OS and device: their `name` is no person's name.
const SDK_CONTEXTS = new Set(['sdk', 'browser', 'os', 'device', 'runtime', 'client_os', 'culture']);

// Sentry's own identifiers (hex, 16 or 32 digits) that the text patterns would take for an IBAN or a number:
// kept as they are, or traces, replays and errors could no longer be linked (nor would Sentry accept them).
const SENTRY_ID_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'replay_id',
  'profile_id',
  'segment_id',
  'error_ids',
  'trace_ids',
]);
const SENTRY_ID = /^[0-9a-f]{16}(?:[0-9a-f]{16})?$/;

function isSentryId(key: string, value: unknown): boolean {
  if (!SENTRY_ID_KEYS.has(key)) return false;
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.every((item) => typeof item === 'string' && SENTRY_ID.test(item));
}

function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.has(key.toLowerCase()) || QUESTION_SLUG.test(key);
}

/** Scrubs one string: token routes and query parameters first, then every personal pattern. */
export function scrubText(text: string): string {
  let out = text.replace(TOKEN_ROUTES, '/$1/[token]').replace(TOKEN_QUERY, '$1[token]');
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Scrubs any JSON-like value deeply; personal keys lose their value entirely. `maxDepth` guards against cycles
 * in events; a replay recording's DOM is deeper and passes its own.
 */
export function scrubValue<T>(value: T, maxDepth = 12, depth = 0, keysApply = true): T {
  if (depth > maxDepth) return '[deep]' as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, maxDepth, depth + 1, keysApply)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (isSentryId(key, inner)) out[key] = inner;
      else if (keysApply && isPersonalKey(key)) out[key] = '[Filtered]';
      else out[key] = scrubValue(inner, maxDepth, depth + 1, keysApply && !SDK_CONTEXTS.has(key));
    }
    return out as T;
  }
  return value;
}

/** beforeSend: the event without who it was about (user, cookies and headers dropped, the rest scrubbed). */
export function scrubEvent<E extends object>(event: E): E {
  const { user: _user, ...rest } = event as E & { user?: unknown };
  const scrubbed = scrubValue(rest) as E & { request?: Record<string, unknown> };
  if (scrubbed.request) {
    delete scrubbed.request.cookies;
    delete scrubbed.request.headers;
  }
  return scrubbed;
}
