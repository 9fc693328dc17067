import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PUBLICATION_DIR, PUBLICATION_DIR_ENV } from '../../src/definition/publication/publication-contract.ts';
import { DEFAULT_SESSION_TIMES } from './app.ts';
import type { OidcSettings } from './auth/oidc-settings.ts';
import { parseRoleMap } from './auth/staff-from-claims.ts';
import type { SessionTimes } from './auth/session-store.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET, DEV_IDP_PORT } from './dev-idp/dev-client.ts';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.registry-data/', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RegistryConfig {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The publication store's folder the app serves under /definitions/ (PUBLICATION_DIR, from the repository root). */
  publicationDir: string;
  oidc: OidcSettings;
  /** True when no OIDC_ISSUER is set: the development identity provider on loopback is used. */
  developmentIdentityProvider: boolean;
  sessionTimes: SessionTimes;
}

/** The registry's settings from the environment (each variable is described in the README's Registry section). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const host = env.REGISTRY_HOST ?? '127.0.0.1';
  const port = Number(env.REGISTRY_PORT ?? 5180);
  const developmentIdentityProvider = !env.OIDC_ISSUER;
  if (developmentIdentityProvider && env.NODE_ENV === 'production') {
    throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production');
  }
  const issuer = env.OIDC_ISSUER ?? `http://127.0.0.1:${env.DEV_IDP_PORT ?? DEV_IDP_PORT}`;
  const clientId = env.OIDC_CLIENT_ID ?? (developmentIdentityProvider ? DEV_CLIENT_ID : undefined);
  const clientSecret = env.OIDC_CLIENT_SECRET ?? (developmentIdentityProvider ? DEV_CLIENT_SECRET : undefined);
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  /** A duration in minutes from the environment, as milliseconds. */
  const minutes = (name: string, fallbackMs: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallbackMs;
    const number = Number(value);
    if (!(number > 0)) throw new Error(`${name} must be a positive number of minutes`);
    return number * 60_000;
  };
  return {
    host,
    port,
    publicUrl: (env.REGISTRY_PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.REGISTRY_DATA_DIR ?? DEFAULT_DATA_DIR,
    publicationDir: resolve(REPOSITORY_ROOT, env[PUBLICATION_DIR_ENV] || DEFAULT_PUBLICATION_DIR),
    oidc: {
      issuer,
      clientId,
      clientSecret,
      rolesClaim: env.OIDC_ROLES_CLAIM ?? 'roles',
      roleMap: parseRoleMap(env.OIDC_ROLE_MAP),
      prompt: env.OIDC_PROMPT ?? 'login',
      allowHttp:
        new URL(issuer).protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(issuer).hostname),
    },
    developmentIdentityProvider,
    sessionTimes: {
      idleMs: minutes('REGISTRY_SESSION_IDLE_MINUTES', DEFAULT_SESSION_TIMES.idleMs),
      maxMs: minutes('REGISTRY_SESSION_MAX_MINUTES', DEFAULT_SESSION_TIMES.maxMs),
    },
  };
}
