import type { CodeCheck } from './codes.ts';
import { fail } from './http-error.ts';

/** Turns a failed code check into its 400 answer: 'invalid code' (not six digits), 'wrong code' or 'code expired'. */
export function assertCodeOk(check: CodeCheck): void {
  if (check === 'malformed') throw fail(400, 'invalid code', { field: 'code' });
  if (check === 'wrong') throw fail(400, 'wrong code', { field: 'code' });
  if (check === 'expired') throw fail(400, 'code expired', { field: 'code' });
}
