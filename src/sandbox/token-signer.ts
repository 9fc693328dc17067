import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenScope = 'onboarding' | 'lead' | 'client';

export interface TokenClaims {
  sub: string;
  scope: TokenScope;
  /** Seconds since the epoch, sandbox clock. */
  iat: number;
  exp: number;
  jti: string;
}

export interface TokenSigner {
  issue(sub: string, scope: TokenScope, ttlSeconds: number): string;
  /** The claims of a token signed by this signer and not expired; undefined for anything else. */
  verify(token: string): TokenClaims | undefined;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const SCOPES: readonly string[] = ['onboarding', 'lead', 'client'];

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

/** HS256 JWTs with a secret that lives as long as the sandbox instance; expiry is judged by `now`. */
export function createTokenSigner(now: () => number, secret: Buffer = randomBytes(32)): TokenSigner {
  const sign = (input: string): Buffer => createHmac('sha256', secret).update(input).digest();

  return {
    issue(sub, scope, ttlSeconds) {
      const iat = Math.floor(now() / 1000);
      const claims: TokenClaims = { sub, scope, iat, exp: iat + ttlSeconds, jti: randomBytes(9).toString('base64url') };
      const input = `${HEADER}.${base64url(JSON.stringify(claims))}`;
      return `${input}.${sign(input).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const [header, payload, signature] = parts as [string, string, string];
      // The header is compared whole, so `alg: none` or any other algorithm is refused.
      if (header !== HEADER) return undefined;
      const expected = sign(`${header}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = parseClaims(payload);
      if (!claims || claims.exp * 1000 <= now()) return undefined;
      return claims;
    },
  };
}

function parseClaims(payload: string): TokenClaims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object') return undefined;
    const claims = value as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.scope !== 'string' || !SCOPES.includes(claims.scope)) {
      return undefined;
    }
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return undefined;
    return {
      sub: claims.sub,
      scope: claims.scope as TokenScope,
      iat: claims.iat,
      exp: claims.exp,
      jti: typeof claims.jti === 'string' ? claims.jti : '',
    };
  } catch {
    return undefined;
  }
}
