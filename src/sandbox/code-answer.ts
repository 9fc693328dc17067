import type { CodeCheck } from './codes';
import { fail } from './http-error';

/** Turns a failed code check into its 400 answer: 'wrong code' or 'code expired'. */
export function assertCodeOk(check: CodeCheck): void {
  if (check === 'wrong') throw fail(400, 'wrong code', { field: 'code' });
  if (check === 'expired') throw fail(400, 'code expired', { field: 'code' });
}
