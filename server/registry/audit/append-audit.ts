import type { Db } from '../db/db.ts';
import { FIRST_PREVIOUS_HASH, entryHash } from './entry-hash.ts';

/** One thing that happened: who did what to which subject, the subject's hashes before and after, and why. */
export interface AuditEntry {
  actor: string;
  action: string;
  subject: string;
  before?: string | null;
  after?: string | null;
  reason?: string | null;
  detail?: unknown;
}

/**
 * Appends an entry to the hash-chained audit log. The table is locked for the rest of the transaction (another
 * append, from this or any other instance, waits), so each entry is chained to the one really before it and the
 * chain cannot fork. Called inside a caller's transaction it commits or rolls back with the caller's work.
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    // EXCLUSIVE blocks other writers until commit while readers (the verifier, the history) carry on.
    await tx.query('LOCK TABLE audit_log IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ id: number; hash: string }>(
      'SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    const last = rows[0];
    const id = (last?.id ?? 0) + 1;
    const previousHash = last?.hash ?? FIRST_PREVIOUS_HASH;
    // Milliseconds: what a Date keeps, and what timestamptz gives back unchanged.
    const at = new Date(Date.now());
    // Through JSON once, as jsonb will store it (undefined members dropped), so the hash matches a re-read.
    const detail = entry.detail === undefined ? null : (JSON.parse(JSON.stringify(entry.detail)) as unknown);
    const content = {
      id,
      at,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      detail,
    };
    const hash = entryHash(previousHash, content);
    await tx.query(
      `INSERT INTO audit_log (id, at, actor, action, subject, before_hash, after_hash, reason, detail, previous_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)`,
      [
        id,
        at.toISOString(),
        content.actor,
        content.action,
        content.subject,
        content.before,
        content.after,
        content.reason,
        detail === null ? null : JSON.stringify(detail),
        previousHash,
        hash,
      ],
    );
  });
}
