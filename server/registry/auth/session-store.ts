import type { Db } from '../db/db.ts';
import { isRole, type Staff } from './roles.ts';
import { randomToken, tokenHash } from './random-token.ts';

export interface SessionTimes {
  /** Ended after this long without a request. */
  idleMs: number;
  /** Ended this long after sign-in, however active. */
  maxMs: number;
}

export interface StaffSession {
  idHash: string;
  staff: Staff;
  csrfToken: string;
  idToken: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  id_hash: string;
  staff_id: string;
  staff_name: string;
  roles: string[];
  csrf_token: string;
  id_token: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export type SessionLookup = { session: StaffSession } | { expired: true } | { missing: true };

/** Server-side sessions: the cookie carries a random id, the table its hash and everything else. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly times: SessionTimes,
    private readonly now: () => Date,
  ) {}

  /** A new session for `staff`; returns the cookie's value (never stored as such). */
  async create(staff: Staff, idToken: string | null): Promise<{ cookieValue: string; session: StaffSession }> {
    const cookieValue = randomToken();
    const now = this.now();
    const session: StaffSession = {
      idHash: tokenHash(cookieValue),
      staff,
      csrfToken: randomToken(),
      idToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.times.maxMs),
    };
    await this.db.query(
      `INSERT INTO staff_sessions (id_hash, staff_id, staff_name, roles, csrf_token, id_token, created_at,
         last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
      [
        session.idHash,
        staff.id,
        staff.name,
        staff.roles,
        session.csrfToken,
        idToken,
        now.toISOString(),
        session.expiresAt.toISOString(),
      ],
    );
    return { cookieValue, session };
  }

  /**
   * The session of a cookie, if it is still alive: past its idle timeout or absolute lifetime it is deleted and
   * reported expired. A live session's last activity is moved on (at most once a minute: one write per minute
   * per person, not one per request).
   */
  async find(cookieValue: string): Promise<SessionLookup> {
    const idHash = tokenHash(cookieValue);
    const { rows } = await this.db.query<SessionRow>('SELECT * FROM staff_sessions WHERE id_hash = $1', [idHash]);
    const row = rows[0];
    if (!row) return { missing: true };
    const now = this.now();
    const idleSince = now.getTime() - row.last_seen_at.getTime();
    if (idleSince >= this.times.idleMs || now.getTime() >= row.expires_at.getTime()) {
      await this.delete(idHash);
      return { expired: true };
    }
    const session = fromRow(row);
    if (idleSince >= Math.min(60_000, this.times.idleMs / 10)) {
      await this.db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id_hash = $1', [
        idHash,
        now.toISOString(),
      ]);
      session.lastSeenAt = now;
    }
    return { session };
  }

  async delete(idHash: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }

  /** Ends every session of one member of staff; returns how many there were. */
  async deleteForStaff(staffId: string): Promise<number> {
    const { rows } = await this.db.query('DELETE FROM staff_sessions WHERE staff_id = $1 RETURNING 1', [staffId]);
    return rows.length;
  }

  /** The sessions alive now, newest first. */
  async list(): Promise<StaffSession[]> {
    const now = this.now();
    const { rows } = await this.db.query<SessionRow>(
      `SELECT * FROM staff_sessions WHERE expires_at > $1 AND last_seen_at > $2 ORDER BY created_at DESC`,
      [now.toISOString(), new Date(now.getTime() - this.times.idleMs).toISOString()],
    );
    return rows.map(fromRow);
  }

  /** Removes sessions that ended without a sign-out (called at each sign-in: the table stays small). */
  async sweep(): Promise<void> {
    const now = this.now();
    await this.db.query('DELETE FROM staff_sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [
      now.toISOString(),
      new Date(now.getTime() - this.times.idleMs).toISOString(),
    ]);
  }
}

function fromRow(row: SessionRow): StaffSession {
  return {
    idHash: row.id_hash,
    staff: { id: row.staff_id, name: row.staff_name, roles: row.roles.filter(isRole) },
    csrfToken: row.csrf_token,
    idToken: row.id_token,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}
