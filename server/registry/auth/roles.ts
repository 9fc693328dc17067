/** The registry's roles; they come from the identity provider (a claim), the registry assigns none. */
export type Role = 'author' | 'approver' | 'auditor' | 'admin';

export const ROLES: readonly Role[] = ['author', 'approver', 'auditor', 'admin'];

/** For a route any signed-in member of staff may use. */
export const ANY_ROLE: Role[] = [...ROLES];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The signed-in member of staff, on `request.staff` of every route that is not public. */
export interface Staff {
  id: string;
  name: string;
  roles: Role[];
}
