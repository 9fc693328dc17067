// The studio's workflow navigation against the registry's own access table: each role (author, approver, auditor,
// admin) sees a screen exactly when the registry lets that role call every endpoint the screen needs, and an
// administrator, whom the registry refuses the definitions, sees the audit log and the staff sessions alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../server/registry/auth/roles';
import { startTestRegistry, type TestRegistry } from '../../server/registry/testing/registry-harness';
import { navEntriesFor, WORKFLOW_NAV_ENTRIES } from '../../src/studio/workflow/workflow-nav-entries';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(() => registry?.close());

/** The roles the registry lets call `METHOD /path`. */
function rolesFor(endpoint: string): readonly string[] {
  const route = registry.app.platform.routes.find((r) => `${r.method} ${r.url}` === endpoint);
  if (!route) throw new Error(`the registry has no ${endpoint}`);
  return route.roles === 'public' ? ROLES : route.roles;
}

describe("the studio's navigation per role", () => {
  it.each(ROLES)('%s sees exactly the screens whose endpoints the registry allows it', (role) => {
    const allowed = WORKFLOW_NAV_ENTRIES.filter((entry) =>
      entry.endpoints.every((endpoint) => rolesFor(endpoint).includes(role)),
    ).map((entry) => entry.label);
    expect(navEntriesFor([role]).map((entry) => entry.label)).toEqual(allowed);
  });

  it('gives an administrator the audit log and the staff sessions alone, and the registry answers them there and refuses the rest', async () => {
    expect(navEntriesFor(['admin']).map((entry) => entry.route.screen)).toEqual(['audit', 'sessions']);
    const admin = await registry.signedInAs('admin');
    expect((await admin.request('/api/audit/verification')).status).toBe(200);
    expect((await admin.request('/api/staff-sessions')).status).toBe(200);
    expect((await admin.request('/api/definitions')).status).toBe(403);
    expect((await admin.request('/api/changes')).status).toBe(403);
  });

  it('names only endpoints the registry has', () => {
    for (const endpoint of WORKFLOW_NAV_ENTRIES.flatMap((entry) => entry.endpoints))
      expect(() => rolesFor(endpoint)).not.toThrow();
  });
});
