import type { Role } from '../auth/roles.ts';

export interface DevStaffMember {
  login: string;
  password: string;
  name: string;
  roles: Role[];
}

/**
 * The seeded staff of the development identity provider (listed in the README). Development only: the passwords
 * are public. `visitor` has an account but no registry role (the registry refuses the sign-in).
 */
export const DEV_STAFF: readonly DevStaffMember[] = [
  { login: 'author-1', password: 'author-1-pass', name: 'Alena Horváthová', roles: ['author'] },
  { login: 'author-2', password: 'author-2-pass', name: 'Boris Novák', roles: ['author'] },
  { login: 'approver', password: 'approver-pass', name: 'Cecília Kováčová', roles: ['approver'] },
  { login: 'auditor', password: 'auditor-pass', name: 'Dušan Baláž', roles: ['auditor'] },
  { login: 'admin', password: 'admin-pass', name: 'Eva Tóthová', roles: ['admin'] },
  { login: 'visitor', password: 'visitor-pass', name: 'Viktor Hosť', roles: [] },
];
