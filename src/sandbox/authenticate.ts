import type { IncomingMessage } from 'node:http';
import type { Endpoint } from '../api/endpoints';
import { fail, type HttpError } from './http-error';
import type { Principal } from './principal';
import type { Services } from './services';
import type { TokenScope } from './token-signer';

const UNAUTHORIZED_HEADERS = { 'www-authenticate': 'Bearer realm="provider-sandbox", error="invalid_token"' };

function unauthorized(): HttpError {
  return fail(401, 'unauthorized', { headers: UNAUTHORIZED_HEADERS });
}

/** The scopes a token may have for an endpoint; mirrors PrincipalFor in principal.ts. */
export function acceptedScopes(endpoint: Endpoint): TokenScope[] {
  if (endpoint.auth === 'none') return [];
  if (endpoint.auth === 'lead') return ['lead'];
  if (endpoint.path.startsWith('client_zone/')) return ['client'];
  return endpoint.method === 'GET' ? ['onboarding', 'client'] : ['onboarding'];
}

/** Checks the bearer token the endpoint needs; anything missing, forged, expired or of the wrong scope is 401. */
export function authenticate(req: IncomingMessage, endpoint: Endpoint, services: Services): Principal {
  const scopes = acceptedScopes(endpoint);
  if (scopes.length === 0) return { kind: 'none' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const claims = match?.[1] ? services.tokens.verify(match[1]) : undefined;
  if (!claims || !scopes.includes(claims.scope)) throw unauthorized();
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
