import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Modest cost: the sandbox hashes on every registration and login, and the test suite must stay fast.
const COST = 2 ** 12;
const BLOCK_SIZE = 8;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encode(cost: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Hashes a password with scrypt and a random salt; the result carries cost and salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(COST, salt, await scryptAsync(password, salt, COST));
}

/** Synchronous variant for seeding the store at start and on reset. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(COST, salt, scryptSync(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: 1 }));
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password. Made on
// first use, so importing this module (e.g. while Vite loads its config) costs nothing.
let dummyHash: string | undefined;

/** True when `password` matches `stored`; with no stored hash it still spends the same time and says false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hashPasswordSync(randomBytes(12).toString('base64url'));
  const [scheme, cost, salt, key] = (stored ?? dummyHash).split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(cost));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
