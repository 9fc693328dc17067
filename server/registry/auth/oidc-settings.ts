import type { Role } from './roles.ts';

/** How the registry talks to the identity provider (OIDC_* variables; see the README's Registry section). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim (in the ID token, else the userinfo answer) that lists a person's roles or groups. */
  rolesClaim: string;
  /** The provider's name for a role (a group) to ours; a name not in it counts as ours if it is a role's name. */
  roleMap: Record<string, Role>;
  /** `prompt` sent with the sign-in: 'login' asks for the password every time (people take turns at a desk). */
  prompt: string;
  /** Plain http to the provider: only for the development provider on loopback. */
  allowHttp: boolean;
}
