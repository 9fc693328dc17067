import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../fastify-types.ts';
import { installAccessControl } from '../auth/access-control.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import type { SessionStore } from '../auth/session-store.ts';
import { startTestRegistry, type StaffAgent, type TestRegistry } from '../testing/registry-harness.ts';

/** One seeded member of staff per role (dev-staff.ts). */
const LOGIN: Record<Role, string> = { author: 'author-1', approver: 'approver', auditor: 'auditor', admin: 'admin' };

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(() => registry?.close());

/** A concrete path for a route pattern: each parameter a value no record has. */
const concrete = (url: string) => url.replace(/:(\w+)/g, 'no-such-$1').replace(/\*$/, 'no-such-path');

async function call(path: string, method: string, agent?: StaffAgent, withoutCsrf = false) {
  const init = { method, ...(['GET', 'HEAD'].includes(method) ? {} : { body: {} }), withoutCsrf };
  const response = agent ? await agent.request(path, init) : await registry.anonymous(path, init);
  const text = method === 'HEAD' ? '' : await response.text();
  const error = text.startsWith('{') ? (JSON.parse(text) as { error?: string }).error : undefined;
  return { status: response.status, error };
}

describe('every route checks the role', () => {
  it('every route declares its roles or is public, and the list covers the platform’s routes', () => {
    const routes = registry.app.platform.routes;
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/session',
        'POST /api/session/sign-out',
        'GET /api/audit',
        'GET /api/audit/verification',
        'GET /api/staff-sessions',
        'DELETE /api/staff-sessions/:staffId',
        'GET /auth/sign-in',
        'GET /auth/callback',
        'GET /api/openapi.json',
        'GET /api/health',
      ]),
    );
    const publicOnes = routes.filter((route) => route.roles === 'public').map((route) => route.url);
    // A new public route is a decision: add it here on purpose.
    expect([...new Set(publicOnes)].sort()).toEqual([
      '/',
      '/api/health',
      '/api/openapi.json',
      // The studio's scripts and styles: the sign-in screen needs them before anyone is signed in.
      '/assets/:name',
      '/auth/callback',
      '/auth/sign-in',
    ]);
  });

  it('without a session: 401 on every route that is not public; public ones answer', async () => {
    for (const route of registry.app.platform.routes) {
      const { status, error } = await call(concrete(route.url), route.method);
      const where = `${route.method} ${route.url}`;
      if (route.roles === 'public') expect([where, status]).not.toEqual([where, 401]);
      else
        expect([where, status, error ?? (route.method === 'HEAD' ? 'unauthenticated' : '')]).toEqual([
          where,
          401,
          'unauthenticated',
        ]);
    }
  });

  it('with each role: 403 where the role is not allowed, past the check where it is', async () => {
    const agents = new Map<Role, StaffAgent>();
    const agentFor = async (role: Role) => {
      let agent = agents.get(role);
      // A route may end the session (sign-out): sign in again whenever it has ended.
      if (!agent || (await agent.request('/api/session')).status === 401) {
        agent = await registry.signedInAs(LOGIN[role]);
        agents.set(role, agent);
      }
      return agent;
    };
    const routes = registry.app.platform.routes.filter((route) => route.roles !== 'public');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      for (const role of ROLES) {
        const allowed = route.roles !== 'public' && route.roles.includes(role);
        const { status, error } = await call(concrete(route.url), route.method, await agentFor(role));
        const where = `${role} ${route.method} ${route.url}`;
        if (allowed) {
          expect({ where, error, status }).not.toMatchObject({
            error: expect.stringMatching(/^(unauth|session|csrf|forb)/),
          });
          if (route.method === 'HEAD')
            expect({ where, status }).not.toMatchObject({ status: expect.toBeOneOf([401, 403]) });
        } else {
          expect({ where, status, error: route.method === 'HEAD' ? 'forbidden' : error }).toEqual({
            where,
            status: 403,
            error: 'forbidden',
          });
        }
      }
    }
  });

  it('a change without the CSRF token is refused with 403 for every unsafe route, even for an allowed role', async () => {
    const unsafe = registry.app.platform.routes.filter(
      (route) => route.roles !== 'public' && !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
    );
    expect(unsafe.length).toBeGreaterThan(0);
    for (const route of unsafe) {
      const role = (route.roles as Role[])[0] as Role;
      const agent = await registry.signedInAs(LOGIN[role]);
      const { status, error } = await call(concrete(route.url), route.method, agent, true);
      expect([route.method, route.url, status, error]).toEqual([route.method, route.url, 403, 'csrf']);
      const wrong = await agent.request(concrete(route.url), {
        method: route.method,
        body: {},
        withoutCsrf: true,
        headers: { 'x-csrf-token': 'a'.repeat(43) },
      });
      expect([route.url, wrong.status]).toEqual([route.url, 403]);
    }
  });

  it('a route that declares no roles stops the start-up', async () => {
    const app = Fastify();
    installAccessControl(app, {} as SessionStore);
    // As buildRegistry adds routes: each file a plugin.
    void app.register(async (routes) => {
      routes.get('/api/forgotten', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten: the route declares no roles');
    const declared = Fastify();
    installAccessControl(declared, {} as SessionStore);
    declared.get('/api/declared', { config: { roles: ['auditor'] } }, async () => ({}));
    await expect(declared.ready()).resolves.toBeDefined();
    await declared.close();
  });
});
