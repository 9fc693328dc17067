import { memoryStore } from '../../../api';

/**
 * The client-zone link token an existing client's login answered (`client_link_token`), handed from the login
 * to the questionnaire update in memory: it never goes into the address, browser storage or a log, and is taken
 * once, by the first opening of the update's link.
 */
const handedOver = memoryStore<string | undefined>(undefined);

/** Keeps the token for the update flow (undefined forgets one kept before: another person logged in). */
export function handOverLoginLink(token: string | undefined): void {
  handedOver.set(token);
}

/** The kept token, once; undefined when there is none. */
export function takeLoginLink(): string | undefined {
  const token = handedOver.get();
  handedOver.reset();
  return token;
}
