import type { OidcSettings } from './oidc-settings.ts';
import { isRole, type Role, type Staff } from './roles.ts';

/**
 * The member of staff the identity provider vouches for: id = subject, a display name, and the roles its claim
 * maps to (a list, or one space-separated string, as providers differ). Unknown names are dropped.
 */
export function staffFromClaims(claims: Record<string, unknown>, settings: OidcSettings): Staff {
  const raw = claims[settings.rolesClaim];
  const names = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : [];
  const roles = new Set<Role>();
  for (const name of names) {
    if (typeof name !== 'string') continue;
    const role = settings.roleMap[name] ?? (isRole(name) ? name : undefined);
    if (role) roles.add(role);
  }
  const text = (key: string) => (typeof claims[key] === 'string' && claims[key] !== '' ? claims[key] : undefined);
  const id = String(claims.sub);
  return { id, name: text('name') ?? text('preferred_username') ?? text('email') ?? id, roles: [...roles] };
}

/** `OIDC_ROLE_MAP`: "registry-authors=author,registry-approvers=approver". */
export function parseRoleMap(text: string | undefined): Record<string, Role> {
  const map: Record<string, Role> = {};
  for (const pair of (text ?? '').split(',')) {
    if (!pair.trim()) continue;
    const [name, role] = pair.split('=').map((part) => part.trim());
    if (!name || !isRole(role)) throw new Error(`OIDC_ROLE_MAP: "${pair}" is not name=role (a role of ours)`);
    map[name] = role;
  }
  return map;
}
