import type { CodePurpose } from './codes.ts';
import { CODES_PER_OWNER, SEND_PER_SOURCE, SEND_PER_TARGET, takeQuota } from './rate-limit.ts';
import type { Services } from './services.ts';

export interface CodeSend {
  purpose: CodePurpose;
  /** Whose codes these are: the lead, the client, or for the e-mail code (a new lead each time) the e-mail. */
  owner: string;
  /** Where the code goes: the e-mail address or phone number. */
  target: string;
  /** The caller's address, where no lead or client is known yet (send-email-code). */
  source?: string;
}

/**
 * Counts one code sent, or answers 429 with Retry-After: at most 3 codes of a purpose to one e-mail or phone in
 * 10 minutes, 3 per owner in an hour (so 5 guesses per code cannot be renewed forever), and 10 per source
 * address in 10 minutes. Checked before the code is made, so a refused request sends nothing.
 */
export function takeCodeQuota(services: Services, send: CodeSend): void {
  takeQuota(
    services,
    [
      { key: `send:${send.purpose}:${send.target}`, quota: SEND_PER_TARGET },
      { key: `codes:${send.purpose}:${send.owner}`, quota: CODES_PER_OWNER },
      ...(send.source === undefined
        ? []
        : [{ key: `send:${send.purpose}-source:${send.source}`, quota: SEND_PER_SOURCE }]),
    ],
    'too many codes',
  );
}
