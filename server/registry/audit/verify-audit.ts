import type { AuditRow } from './audit-row.ts';
import type { Db } from '../db/db.ts';
import { FIRST_PREVIOUS_HASH, entryHash } from './entry-hash.ts';
import { words, type Words } from '../../../src/definition/words.ts';

export interface AuditMismatch {
  /** The first entry that does not match (for a missing entry: the id that was expected). */
  id: number;
  problem: 'content' | 'previous-hash' | 'missing';
  /** In English (the command line); `words` is the same as a code the studio says in sk, en or bg. */
  message: string;
  words: Words;
}

export interface AuditVerification {
  ok: boolean;
  entries: number;
  /** The last entry's hash: written down elsewhere, it also proves later that nothing was cut off the end. */
  headHash: string;
  firstMismatch: AuditMismatch | null;
}

const PAGE = 1000;

/**
 * Walks the whole log in id order and recomputes every hash: names the first entry whose content no longer gives
 * its hash, whose previous hash is not its predecessor's, or that is missing from the sequence.
 */
export async function verifyAudit(db: Db): Promise<AuditVerification> {
  let previous = FIRST_PREVIOUS_HASH;
  let expectedId = 1;
  let entries = 0;
  for (;;) {
    const { rows } = await db.query<AuditRow>(
      `SELECT id, at, actor, action, subject, before_hash, after_hash, reason, detail, previous_hash, hash
       FROM audit_log WHERE id >= $1 ORDER BY id LIMIT ${PAGE}`,
      [expectedId],
    );
    for (const row of rows) {
      const mismatch = check(row, expectedId, previous);
      if (mismatch) return { ok: false, entries, headHash: previous, firstMismatch: mismatch };
      previous = row.hash;
      expectedId += 1;
      entries += 1;
    }
    if (rows.length < PAGE) break;
  }
  return { ok: true, entries, headHash: previous, firstMismatch: null };
}

function check(row: AuditRow, expectedId: number, previous: string): AuditMismatch | null {
  if (row.id !== expectedId) {
    return {
      id: expectedId,
      problem: 'missing',
      message: `entry ${expectedId} is missing (next is ${row.id})`,
      words: words('audit.entryMissing', { id: expectedId, next: row.id }),
    };
  }
  if (row.previous_hash !== previous) {
    return {
      id: row.id,
      problem: 'previous-hash',
      message: `entry ${row.id} does not carry the hash of entry ${row.id - 1}`,
      words: words('audit.previousHash', { id: row.id, previous: row.id - 1 }),
    };
  }
  const recomputed = entryHash(previous, {
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    before: row.before_hash,
    after: row.after_hash,
    reason: row.reason,
    detail: row.detail,
  });
  if (recomputed !== row.hash) {
    return {
      id: row.id,
      problem: 'content',
      message: `entry ${row.id} was changed after it was written`,
      words: words('audit.contentChanged', { id: row.id }),
    };
  }
  return null;
}
