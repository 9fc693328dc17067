import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Lang } from '../api/types.ts';
import { unauthorizedError } from './authenticate.ts';
import { fail } from './http-error.ts';
import { sendMessage } from './outbox.ts';
import { outboxTexts } from './outbox-texts.ts';
import { LINK_TTL_MS } from './seed.ts';
import type { Services } from './services.ts';
import { type Client, findAccount, type LinkPurpose } from './store.ts';

const ROUTE: Record<LinkPurpose, string> = {
  questionnaire: 'investment-questionnaire',
  'questionnaire-info': 'questionnaire-info',
  'new-strategy': 'new_strategy',
};

export interface ClientLinks {
  tokens: Record<LinkPurpose, string>;
  links: Record<LinkPurpose, string>;
}

/** The app address a link token opens, e.g. `/sk/investment-questionnaire/<token>`. */
export function clientLinkPath(purpose: LinkPurpose, lang: Lang, token: string): string {
  return `/${lang}/${ROUTE[purpose]}/${token}`;
}

/** A fresh link token of `purpose` for a client, valid `ttlMs` (e-mailed links: 7 days). */
export function issueLinkToken(
  services: Services,
  clientId: string,
  purpose: LinkPurpose,
  ttlMs = LINK_TTL_MS,
): string {
  const token = randomBytes(24).toString('base64url');
  services.store.linkTokens.set(token, { clientId, purpose, expiresAt: services.now() + ttlMs });
  return token;
}

/** Issues fresh link tokens (7 days) for a client and e-mails the three links, as the provider does yearly. */
export function sendClientLinks(services: Services, client: Client, origin: string): ClientLinks {
  const purposes = Object.keys(ROUTE) as LinkPurpose[];
  const tokens = {} as Record<LinkPurpose, string>;
  const links = {} as Record<LinkPurpose, string>;
  for (const purpose of purposes) {
    const token = issueLinkToken(services, client.id, purpose);
    tokens[purpose] = token;
    links[purpose] = `${origin}${clientLinkPath(purpose, client.lang, token)}`;
  }
  const text = outboxTexts.clientLinks(client.lang, {
    questionnaire: links.questionnaire,
    info: links['questionnaire-info'],
    strategy: links['new-strategy'],
  });
  sendMessage(services, {
    channel: 'email',
    to: client.email,
    lang: client.lang,
    ...text,
    link: links.questionnaire,
    links: purposes.map((purpose) => links[purpose]),
  });
  return { tokens, links };
}

/** Lifetime of the client-zone token a link is exchanged for. */
export const CLIENT_TOKEN_TTL_S = 30 * 60;

/**
 * `authentication`: exchanges a link token for a client-zone token, once. Unknown or expired: `401
 * 'unauthorized'`; used before: `401 'link already used'`. The token is granted only the link's purpose
 * (see `assertLinkAllows`).
 */
export function exchangeLinkToken(services: Services, linkToken: string): string {
  const link = services.store.linkTokens.get(linkToken);
  if (!link || link.expiresAt <= services.now() || !services.store.clients.has(link.clientId))
    throw unauthorizedError();
  if (link.usedAt !== undefined) throw fail(401, 'link already used', { headers: unauthorizedError().options.headers });
  link.usedAt = services.now();
  const token = services.tokens.issue(link.clientId, 'client', CLIENT_TOKEN_TTL_S);
  const jti = services.tokens.verify(token)?.jti;
  if (jti) services.store.clientGrants.set(jti, link.purpose);
  return token;
}

/**
 * A client-zone token exchanged for a link may do only what the link is for: `403 'link not for this'`
 * otherwise (the questionnaire link cannot add a strategy). A client token not from a link (a password login)
 * has no such limit.
 */
export function assertLinkAllows(services: Services, req: IncomingMessage, purposes: readonly LinkPurpose[]): void {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  const jti = bearer ? services.tokens.verify(bearer)?.jti : undefined;
  const purpose = jti ? services.store.clientGrants.get(jti) : undefined;
  if (purpose && !purposes.includes(purpose)) throw fail(403, 'link not for this');
}

/**
 * `request-client-link`: e-mails a client fresh links (the old ones keep their own single use). Answers the
 * same whether or not the e-mail is a client's, so it tells no one who is a client.
 */
export function resendClientLinks(services: Services, email: string, origin: string): void {
  const account = findAccount(services.store, email);
  if (account?.kind === 'client') sendClientLinks(services, account.client, origin);
}
