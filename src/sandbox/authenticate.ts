import type { IncomingMessage } from 'node:http';
import type { Endpoint } from '../api/endpoints.ts';
import { fail, type HttpError } from './http-error.ts';
import type { Principal } from './principal.ts';
import type { Services } from './services.ts';
import type { TokenClaims, TokenScope } from './token-signer.ts';

const REALM = 'Bearer realm="provider-sandbox"';

// RFC 6750 §3.1: a request without credentials gets the bare challenge, a refused token also the error code.
function unauthorized(tokenSent = true): HttpError {
  return fail(401, 'unauthorized', {
    headers: { 'www-authenticate': tokenSent ? `${REALM}, error="invalid_token"` : REALM },
  });
}

/** The scopes a token may have for an endpoint; mirrors PrincipalFor in principal.ts. */
export function acceptedScopes(endpoint: Endpoint): TokenScope[] {
  if (endpoint.auth === 'none') return [];
  if (endpoint.auth === 'lead') return ['lead'];
  if (endpoint.path.startsWith('client_zone/')) return ['client'];
  return endpoint.method === 'GET' ? ['onboarding', 'client'] : ['onboarding'];
}

/** A token given up at logout, or issued before the subject's password was reset. */
function isRevoked(services: Services, claims: TokenClaims): boolean {
  return (
    services.store.revokedTokens.has(claims.jti) || claims.iat < (services.store.tokensVoidBefore.get(claims.sub) ?? 0)
  );
}

/** Checks the bearer token the endpoint needs; anything missing, forged, expired or of the wrong scope is 401. */
export function authenticate(req: IncomingMessage, endpoint: Endpoint, services: Services): Principal {
  const scopes = acceptedScopes(endpoint);
  if (scopes.length === 0) return { kind: 'none' };
  const header = req.headers.authorization;
  if (!header) throw unauthorized(false);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const claims = match?.[1] ? services.tokens.verify(match[1]) : undefined;
  if (!claims || !scopes.includes(claims.scope) || isRevoked(services, claims)) throw unauthorized();
  if (claims.scope === 'onboarding') return { kind: 'onboarding' };
  if (claims.scope === 'client') {
    const client = services.store.clients.get(claims.sub);
    if (!client) throw unauthorized();
    return { kind: 'client', client };
  }
  const lead = services.store.leads.get(claims.sub);
  if (!lead) throw unauthorized();
  return { kind: 'lead', lead };
}

/** The 401 answer's headers, for handlers that refuse a token of their own (link and reset tokens). */
export function unauthorizedError(): HttpError {
  return unauthorized();
}
