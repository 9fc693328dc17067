import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: session ids, sign-in attempt ids, CSRF tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a cookie's id: whoever reads the table cannot present it as a cookie. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Equal strings, compared in time independent of where they differ. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
