import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Services } from './services.ts';

export type CodePurpose = 'email' | 'sms' | 'sign' | 'sign-sfa' | 'questionnaire-sign' | 'strategy-sign';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'malformed';

// Checked before any comparison: six ASCII digits, as the app's code fields require (`^[0-9]{6}$`).
const CODE_SHAPE = /^[0-9]{6}$/;

export const CODE_TTL_MS = 10 * 60_000;
// Past this many wrong tries a code is burnt, so six digits cannot be walked through even where no 429 applies.
const MAX_WRONG_TRIES = 5;

const key = (purpose: CodePurpose, owner: string): string => `${purpose}:${owner}`;

/** A fresh six-digit code for `owner`, bound to `target` (e-mail, phone, contract kind, signature token). */
export function issueCode(services: Services, purpose: CodePurpose, owner: string, target: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  services.store.codes.set(key(purpose, owner), {
    code,
    target,
    expiresAt: services.now() + CODE_TTL_MS,
    wrongTries: 0,
  });
  return code;
}

/** Checks a code; a correct one is used up. A code sent for another target is a wrong code; not six digits, malformed.
 * */
export function checkCode(
  services: Services,
  purpose: CodePurpose,
  owner: string,
  target: string,
  code: string,
): CodeCheck {
  // Not a guess: neither burns a try nor reaches the comparison, whose buffers must have equal byte lengths.
  if (!CODE_SHAPE.test(code)) return 'malformed';
  const slotKey = key(purpose, owner);
  const slot = services.store.codes.get(slotKey);
  if (!slot || slot.expiresAt <= services.now()) {
    services.store.codes.delete(slotKey);
    return 'expired';
  }
  const matches = timingSafeEqual(Buffer.from(code), Buffer.from(slot.code)) && slot.target === target;
  if (matches) {
    services.store.codes.delete(slotKey);
    return 'ok';
  }
  slot.wrongTries += 1;
  if (slot.wrongTries >= MAX_WRONG_TRIES) services.store.codes.delete(slotKey);
  return 'wrong';
}
