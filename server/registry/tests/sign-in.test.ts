import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SIGN_IN_COOKIE } from '../auth/cookies.ts';
import { DEV_STAFF } from '../dev-idp/dev-staff.ts';
import { signInFlow } from '../testing/sign-in-flow.ts';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(() => registry?.close());

const auditActions = async () =>
  (await registry.db.query<{ actor: string; action: string }>('SELECT actor, action FROM audit_log ORDER BY id')).rows;

describe('sign-in through the development identity provider', () => {
  it('each seeded member of staff signs in with the roles of the provider', async () => {
    for (const member of DEV_STAFF.filter((candidate) => candidate.roles.length > 0)) {
      const agent = await registry.signedInAs(member.login);
      expect(agent.staff).toEqual({ id: member.login, name: member.name, roles: member.roles });
      expect(agent.csrfToken).toMatch(/^[\w-]{43}$/);
    }
    expect(DEV_STAFF.filter((member) => member.roles.includes('author'))).toHaveLength(2);
  });

  it('goes authorization code with PKCE, and the session cookie is __Host-, HttpOnly, Secure, SameSite=Strict', async () => {
    const { trail, callback } = await signInFlow(registry.url, 'approver', 'approver-pass');
    const toProvider = trail.find((step) => step.url.startsWith(`${registry.idp.issuer}/auth?`));
    const query = new URL(toProvider?.url ?? 'http://x').searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(callback.status).toBe(200);
    const cookies = callback.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(session.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure']);
    expect(cookies.find((line) => line.startsWith(`${SIGN_IN_COOKIE}=`))).toMatch(/Max-Age=0/);
    // The page moves on to the path asked for (a navigation from this origin: the Strict cookie goes with it).
    expect(await callback.text()).toContain('<meta http-equiv="refresh" content="0;url=/">');
  });

  it('every sign-in is in the audit log, with who and which roles', async () => {
    const before = (await auditActions()).length;
    await registry.signedInAs('auditor');
    const { rows } = await registry.db.query<{ actor: string; action: string; subject: string; detail: unknown }>(
      'SELECT actor, action, subject, detail FROM audit_log WHERE id > $1 ORDER BY id',
      [before],
    );
    expect(rows).toEqual([
      {
        actor: 'auditor',
        action: 'sign-in',
        subject: 'staff:auditor',
        detail: { name: 'Dušan Baláž', roles: ['auditor'] },
      },
    ]);
  });

  it('a wrong password stays at the provider with a message; nothing reaches the registry', async () => {
    const { trail, callback } = await signInFlow(registry.url, 'author-1', 'wrong');
    expect(callback.status).toBe(401);
    // In Slovak: the browser asked for no language (server/registry/tests/dev-idp-languages.test.ts for the others).
    expect(await callback.text()).toContain('<p role="alert" id="error">Nesprávne používateľské meno alebo heslo.</p>');
    expect(trail.some((step) => step.url.startsWith(`${registry.url}/auth/callback`))).toBe(false);
  });

  it('a person with no registry role is refused (403), and that is audited', async () => {
    const { callback, registryJar } = await signInFlow(registry.url, 'visitor', 'visitor-pass');
    expect(callback.status).toBe(403);
    expect(registryJar.get(SESSION_COOKIE)).toBeUndefined();
    expect((await auditActions()).at(-1)).toEqual({ actor: 'visitor', action: 'sign-in.refused' });
  });

  it('an answer that was not started in this browser (no attempt cookie) opens no session, writes no entry', async () => {
    const before = await auditActions();
    const response = await registry.anonymous('/auth/callback?code=stolen&state=guessed');
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    // Anyone can call this address: it must not be a way to fill the audit log.
    expect(await auditActions()).toEqual(before);
  });

  it('a sign-in this registry started that the provider refuses is audited as failed', async () => {
    const start = await registry.anonymous('/auth/sign-in');
    const attempt = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const response = await registry.anonymous('/auth/callback?error=access_denied&state=x', {
      headers: { cookie: attempt },
    });
    expect(response.status).toBe(400);
    expect((await auditActions()).at(-1)).toEqual({ actor: 'unknown', action: 'sign-in.failed' });
  });

  it('an attempt answers once: replaying the callback with the same cookie is refused', async () => {
    const { trail } = await signInFlow(registry.url, 'author-2', 'author-2-pass');
    const callbackUrl = trail.find((step) => step.url.startsWith(`${registry.url}/auth/callback`))?.url ?? '';
    // The attempt cookie was cleared by the first answer; a replay with a made-up one finds no attempt either.
    const replay = await registry.anonymous(callbackUrl.slice(registry.url.length), {
      headers: { cookie: `${SIGN_IN_COOKIE}=made-up` },
    });
    expect(replay.status).toBe(400);
  });

  it('only paths of the registry are returned to after sign-in', async () => {
    const { safeReturnPath } = await import('../routes/sign-in.ts');
    expect(safeReturnPath('/studio/drafts?x=1')).toBe('/studio/drafts?x=1');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
  });

  it('sign-out ends the session (the cookie no longer works), is audited and names the provider sign-out', async () => {
    const author = await registry.signedInAs('author-1');
    const response = await author.request('/api/session/sign-out', { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { signedOut: boolean; identityProviderSignOutUrl: string };
    expect(body.signedOut).toBe(true);
    expect(body.identityProviderSignOutUrl).toMatch(new RegExp(`^${registry.idp.issuer}/session/end\\?`));
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await author.request('/api/session')).status).toBe(401);
    expect((await auditActions()).at(-1)).toEqual({ actor: 'author-1', action: 'sign-out' });
  });
});
