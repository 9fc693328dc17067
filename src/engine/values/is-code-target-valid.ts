import { e164Phone } from '../formats';
import type { CodeKind } from '../widgets/form-context';

// The shape only (something@domain.tld); whether the address exists is what the e-mail code proves.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;

function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/**
 * Whether a code can be sent to `value`: an e-mail address for `email`, a Slovak or Czech mobile number for `sms`,
 * either for `sign`. Used when the form context brings no `isTargetValid` of its own.
 */
export function isCodeTargetValid(kind: CodeKind, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (kind === 'email') return isEmail(trimmed);
  if (kind === 'sms') return e164Phone(trimmed) !== undefined;
  return isEmail(trimmed) || e164Phone(trimmed) !== undefined;
}
