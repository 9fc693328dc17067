/**
 * Removes personal data and secrets before anything reaches error reporting (GDPR art. 5(1)(c), data
 * minimisation): tokens in addresses, and birth numbers, IBANs, e-mails, phones and tokens anywhere in an
 * event or breadcrumb. One scrubber serves events, breadcrumbs and replay URLs.
 */
const TOKEN_ROUTES = /\/(reset-password|investment-questionnaire|questionnaire-info|questionnaire-evaluation|new_strategy|verification-result)\/[^/?#\s"']+/g;
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

// Field names whose values are personal whatever they look like.
const PERSONAL_KEYS = new Set([
  'name', 'surname', 'email', 'phone', 'birthnumber', 'birthdate', 'idcard_no', 'iban', 'password', 'repeat_password',
  'code', 'token', 'lead_token', 'authorization_token', 'signature_token', 'street', 'city', 'zip', 'bankaccountowner',
  'authorization', 'cookie', 'aml_info', 'agent_registration_number',
]);

/** Scrubs one string: token routes and query parameters first, then every personal pattern. */
export function scrubText(text: string): string {
  let out = text.replace(TOKEN_ROUTES, '/$1/[token]').replace(TOKEN_QUERY, '$1[token]');
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** Scrubs any JSON-like value deeply; personal keys lose their value entirely. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 12) return '[deep]' as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = PERSONAL_KEYS.has(key.toLowerCase()) ? '[Filtered]' : scrubValue(inner, depth + 1);
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
