/**
 * The headers a security review expects from the production server (deploy/nginx), spelled out here on
 * purpose rather than read from the configuration: a change to either must be a deliberate change to both.
 */

/** The provider API origin the test deployment allows (WEM_CONNECT_SRC, as a real deployment sets it). */
export const CONNECT_SRC = 'https://api.example.sk';

/** The Content-Security-Policy of a response whose style nonce is `nonce`. */
export function expectedCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${CONNECT_SRC}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** The style nonce of a Content-Security-Policy header (32 hex digits, nginx's $request_id). */
export function nonceOf(csp: string | undefined): string | undefined {
  return /'nonce-([0-9a-f]{32})'/.exec(csp ?? '')?.[1];
}

/** Every other security header, exactly. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy':
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
    'display-capture=(), accelerometer=(), gyroscope=(), magnetometer=(), fullscreen=(), picture-in-picture=(), ' +
    'publickey-credentials-get=(), screen-wake-lock=(), xr-spatial-tracking=()',
};

/** True when `csp` is the production policy with a well-formed nonce. */
export function isProductionCsp(csp: string | undefined): boolean {
  const nonce = nonceOf(csp);
  return nonce !== undefined && csp === expectedCsp(nonce);
}
