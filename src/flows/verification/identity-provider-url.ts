/** Why an address the provider answered is not followed. */
export type IdpUrlRefusal = 'malformed' | 'not-https' | 'not-allowed';

export type IdpUrlCheck = { ok: true; url: string } | { ok: false; reason: IdpUrlRefusal };

export interface IdpAllowlist {
  /** Origins of the identity providers the deployment trusts (`https://idp.example`), from VITE_IDP_ORIGINS. */
  origins: readonly string[];
  /**
   * An origin allowed even over plain http: the app's own in sandbox mode, where the sandbox's identity page
   * lives (the dev and preview servers run on http).
   */
  sandboxOrigin?: string;
}

/** The origins of a comma-separated list (VITE_IDP_ORIGINS); entries that are not https origins are dropped. */
export function parseIdpOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      const url = parse(entry);
      // A path, query or credentials in an entry would be a misunderstanding of "origin": refuse it rather than guess.
      const bare =
        url &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        entry.replace(/\/$/, '') === url.origin;
      return bare && url.protocol === 'https:' ? [url.origin] : [];
    });
}

/**
 * Whether the browser may be sent to `raw`, the address start-verification answered: only an absolute https
 * address on an allowed origin, without credentials. The exact origin counts (scheme, host and port), so
 * `https://idp.example.evil.test` or `https://idp.example@evil.test` never pass for `https://idp.example`.
 * Anything else (another site, `javascript:`, `data:`, plain http) is refused: a tampered or wrong answer must
 * not take the person, who is about to show an identity document, somewhere else.
 */
export function checkIdpUrl(raw: unknown, allowlist: IdpAllowlist): IdpUrlCheck {
  const url = typeof raw === 'string' ? parse(raw.trim()) : undefined;
  if (!url || url.username || url.password) return { ok: false, reason: 'malformed' };
  const isSandbox = allowlist.sandboxOrigin !== undefined && url.origin === allowlist.sandboxOrigin;
  if (isSandbox && (url.protocol === 'http:' || url.protocol === 'https:')) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not-https' };
  if (!allowlist.origins.includes(url.origin)) return { ok: false, reason: 'not-allowed' };
  return { ok: true, url: url.href };
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
