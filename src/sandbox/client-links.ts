import { randomBytes } from 'node:crypto';
import type { Lang } from '../api/types.ts';
import { sendMessage } from './outbox.ts';
import { outboxTexts } from './outbox-texts.ts';
import { LINK_TTL_MS } from './seed.ts';
import type { Services } from './services.ts';
import type { Client, LinkPurpose } from './store.ts';

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

/** Issues fresh link tokens (7 days) for a client and e-mails the three links, as the provider does yearly. */
export function sendClientLinks(services: Services, client: Client, origin: string): ClientLinks {
  const purposes = Object.keys(ROUTE) as LinkPurpose[];
  const tokens = {} as Record<LinkPurpose, string>;
  const links = {} as Record<LinkPurpose, string>;
  for (const purpose of purposes) {
    const token = randomBytes(24).toString('base64url');
    services.store.linkTokens.set(token, { clientId: client.id, purpose, expiresAt: services.now() + LINK_TTL_MS });
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
