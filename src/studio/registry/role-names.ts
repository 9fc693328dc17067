import type { TFunction } from 'i18next';

/**
 * Staff roles in the studio's words, listed ("author, approver"): the staff bar, the read-only notice, the staff
 * sessions. A role the studio has no word for (a newer registry's) is shown as the registry names it.
 */
export const roleNames = (t: TFunction, roles: readonly string[]): string =>
  roles.map((role) => t(`role_${role}`, { defaultValue: role })).join(', ');
