import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

const MINUTE = 60_000;
let clock = Date.now();
let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry({ now: () => new Date(clock) });
});
afterAll(() => registry?.close());

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('server-side sessions', () => {
  it('end after 15 minutes without a request; each request moves the idle end on', async () => {
    const author = await registry.signedInAs('author-1');
    clock += 14 * MINUTE;
    expect((await author.request('/api/session')).status).toBe(200);
    clock += 14 * MINUTE;
    expect((await author.request('/api/session')).status).toBe(200);
    clock += 15 * MINUTE;
    const expired = await author.request('/api/session');
    expect(expired.status).toBe(401);
    expect(await errorOf(expired)).toBe('session-expired');
    expect(expired.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    const { rows } = await registry.db.query('SELECT 1 FROM staff_sessions WHERE staff_id = $1', ['author-1']);
    expect(rows).toEqual([]);
  });

  it('end 8 hours after sign-in however active', async () => {
    const approver = await registry.signedInAs('approver');
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      clock += 10 * MINUTE;
      expect((await approver.request('/api/session')).status).toBe(200);
    }
    clock += 10 * MINUTE;
    const response = await approver.request('/api/session');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toBe('session-expired');
  });

  it('GET /api/session gives the CSRF token, the absolute end and the idle timeout', async () => {
    const auditor = await registry.signedInAs('auditor');
    const body = (await (await auditor.request('/api/session')).json()) as Record<string, unknown>;
    expect(body).toEqual({
      staff: { id: 'auditor', name: 'Dušan Baláž', roles: ['auditor'] },
      csrfToken: auditor.csrfToken,
      expiresAt: new Date(clock + 8 * 60 * MINUTE).toISOString(),
      idleTimeoutSeconds: 900,
    });
  });

  it('the table holds a hash of the cookie, not the cookie: a copy of the table signs no one in', async () => {
    const admin = await registry.signedInAs('admin');
    const cookieValue = admin.cookie.split('=')[1] ?? '';
    const { rows } = await registry.db.query<{ id_hash: string }>('SELECT id_hash FROM staff_sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id_hash)).not.toContain(cookieValue);
    const forged = await registry.anonymous('/api/session', {
      headers: { cookie: `__Host-registry-session=${rows[0]?.id_hash}` },
    });
    expect(forged.status).toBe(401);
  });

  it('an admin lists who is signed in and ends a person’s sessions (audited with the reason)', async () => {
    const admin = await registry.signedInAs('admin');
    const author = await registry.signedInAs('author-2');
    const list = (await (await admin.request('/api/staff-sessions')).json()) as { sessions: { staffId: string }[] };
    expect(list.sessions.map((session) => session.staffId)).toContain('author-2');
    const ended = await admin.request('/api/staff-sessions/author-2', {
      method: 'DELETE',
      body: { reason: 'laptop lost' },
    });
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await author.request('/api/session')).status).toBe(401);
    const { rows } = await registry.db.query(
      'SELECT actor, action, subject, reason FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      actor: 'admin',
      action: 'sessions.end',
      subject: 'staff:author-2',
      reason: 'laptop lost',
    });
  });
});
