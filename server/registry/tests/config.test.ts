import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';

describe('the registry’s configuration from the environment', () => {
  it('by default: loopback 5180, PGlite, the development identity provider, 15 min idle and 8 h sessions', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5180,
      publicUrl: 'http://127.0.0.1:5180',
      databaseUrl: undefined,
      developmentIdentityProvider: true,
      sessionTimes: { idleMs: 15 * 60_000, maxMs: 8 * 60 * 60_000 },
    });
    expect(config.oidc).toMatchObject({
      issuer: 'http://127.0.0.1:5181',
      clientId: 'registry-dev',
      rolesClaim: 'roles',
      prompt: 'login',
      allowHttp: true,
    });
    expect(config.dataDir).toMatch(/\/\.registry-data\/$/);
  });

  it('a real identity provider, PostgreSQL and other timeouts', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://registry@db:5432/registry',
      OIDC_ISSUER: 'https://login.example.sk/realms/staff',
      OIDC_CLIENT_ID: 'registry',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ROLES_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'reg-authors=author, reg-approvers=approver',
      REGISTRY_PUBLIC_URL: 'https://registry.example.sk/',
      REGISTRY_SESSION_IDLE_MINUTES: '10',
      REGISTRY_SESSION_MAX_MINUTES: '60',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://registry@db:5432/registry',
      publicUrl: 'https://registry.example.sk',
      developmentIdentityProvider: false,
      sessionTimes: { idleMs: 10 * 60_000, maxMs: 60 * 60_000 },
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://login.example.sk/realms/staff',
      rolesClaim: 'groups',
      roleMap: { 'reg-authors': 'author', 'reg-approvers': 'approver' },
      allowHttp: false,
    });
  });

  it('refuses what would be unsafe or unclear', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_ISSUER/);
    expect(() => readConfig({ OIDC_ISSUER: 'https://idp.example' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => readConfig({ OIDC_ROLE_MAP: 'staff=superuser' })).toThrow(/OIDC_ROLE_MAP/);
    expect(() => readConfig({ REGISTRY_SESSION_IDLE_MINUTES: '0' })).toThrow(/positive/);
  });
});
