import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../audit/append-audit.ts';
import { entryHash } from '../audit/entry-hash.ts';
import { verifyAudit } from '../audit/verify-audit.ts';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { freshTestDb, startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';

/** Changes rows as someone with the table owner's rights could, behind the registry's back (trigger off). */
async function behindTheBack(db: Db, sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await tx.query(sql, params);
    await tx.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
  });
}

async function appendSome(db: Db, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    await appendAudit(db, {
      actor: `author-${i % 2 ? 1 : 2}`,
      action: 'draft.save',
      subject: `definition:steps/step-${i}`,
      before: 'a'.repeat(64),
      after: 'b'.repeat(64),
      reason: `change ${i}`,
      detail: { z: i, a: { nested: [1, 'two', null] } },
    });
  }
}

describe('the audit log in the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshTestDb();
    await appendSome(db, 5);
  });
  afterAll(() => db?.close());

  it('chains each entry to the one before: the verifier finds all intact', async () => {
    const result = await verifyAudit(db);
    expect(result).toMatchObject({ ok: true, entries: 5, firstMismatch: null });
    const { rows } = await db.query<{ id: number; previous_hash: string; hash: string }>(
      'SELECT id, previous_hash, hash FROM audit_log ORDER BY id',
    );
    expect(rows[0]?.previous_hash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.previous_hash).toBe(rows[i - 1]?.hash);
    expect(result.headHash).toBe(rows.at(-1)?.hash);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(db.query("UPDATE audit_log SET reason = 'nicer' WHERE id = 2")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE id = 5')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await verifyAudit(db)).entries).toBe(5);
  });

  it('two appends at once never fork the chain', async () => {
    const concurrent = await freshTestDb();
    try {
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => appendAudit(concurrent, { actor: 'a', action: 'x', subject: `s${i}` })),
      );
      const result = await verifyAudit(concurrent);
      expect(result).toMatchObject({ ok: true, entries: 12 });
      const { rows } = await concurrent.query<{ n: number }>(
        'SELECT count(DISTINCT previous_hash) AS n FROM audit_log',
      );
      expect(rows[0]?.n).toBe(12);
    } finally {
      await concurrent.close();
    }
  });

  it('an append inside a transaction that fails leaves nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await appendAudit(tx, { actor: 'a', action: 'x', subject: 'rolled back' });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect((await verifyAudit(db)).entries).toBe(5);
  });
});

describe('a row changed behind the server’s back is named', () => {
  it('a changed reason: that entry, as changed content', async () => {
    const db = await freshTestDb();
    try {
      await appendSome(db, 4);
      await behindTheBack(db, "UPDATE audit_log SET reason = 'a better reason' WHERE id = 3");
      expect(await verifyAudit(db)).toMatchObject({
        ok: false,
        entries: 2,
        firstMismatch: { id: 3, problem: 'content', message: 'entry 3 was changed after it was written' },
      });
    } finally {
      await db.close();
    }
  });

  it('a changed detail with its own hash recomputed: the next entry no longer carries that hash', async () => {
    const db = await freshTestDb();
    try {
      await appendSome(db, 4);
      const { rows } = await db.query<{
        previous_hash: string;
        at: Date;
        actor: string;
        action: string;
        subject: string;
        before_hash: string | null;
        after_hash: string | null;
        reason: string | null;
      }>('SELECT * FROM audit_log WHERE id = 2');
      const row = rows[0]!; // appendSome wrote it
      // The forger recomputes this entry's hash for the changed detail, as the registry would have.
      const hash = entryHash(row.previous_hash, {
        id: 2,
        at: row.at,
        actor: row.actor,
        action: row.action,
        subject: row.subject,
        before: row.before_hash,
        after: row.after_hash,
        reason: row.reason,
        detail: { z: 99 },
      });
      await behindTheBack(db, `UPDATE audit_log SET detail = '{"z": 99}', hash = $1 WHERE id = 2`, [hash]);
      expect((await verifyAudit(db)).firstMismatch).toEqual({
        id: 3,
        problem: 'previous-hash',
        message: 'entry 3 does not carry the hash of entry 2',
        words: { code: 'audit.previousHash', params: { id: 3, previous: 2 } },
      });
      await behindTheBack(db, 'DELETE FROM audit_log WHERE id = 2');
      expect((await verifyAudit(db)).firstMismatch).toMatchObject({
        id: 2,
        problem: 'missing',
        words: { code: 'audit.entryMissing', params: { id: 2, next: 3 } },
      });
    } finally {
      await db.close();
    }
  });

  it('the auditor’s API endpoint names the entry', async () => {
    const registry: TestRegistry = await startTestRegistry();
    try {
      const auditor = await registry.signedInAs('auditor');
      const intact = (await (await auditor.request('/api/audit/verification')).json()) as { entries: number };
      expect(intact).toMatchObject({ ok: true, firstMismatch: null });
      await registry.signedInAs('author-1');
      const { rows } = await registry.db.query<{ id: number }>(
        "SELECT max(id) AS id FROM audit_log WHERE action = 'sign-in' AND actor = 'author-1'",
      );
      const id = rows[0]?.id ?? 0;
      expect(id).toBeGreaterThan(intact.entries);
      await behindTheBack(registry.db, "UPDATE audit_log SET actor = 'approver' WHERE id = $1", [id]);
      const broken = await auditor.request('/api/audit/verification');
      expect(await broken.json()).toEqual({
        ok: false,
        entries: id - 1,
        headHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        firstMismatch: {
          id,
          problem: 'content',
          message: `entry ${id} was changed after it was written`,
          // …and as a code the studio says in sk, en or bg (the route's schema passes it through).
          words: { code: 'audit.contentChanged', params: { id } },
        },
      });
      const page = (await (await auditor.request(`/api/audit?afterId=${id - 1}&limit=1`)).json()) as {
        entries: { id: number; actor: string; action: string }[];
      };
      expect(page.entries.map(({ id, actor, action }) => ({ id, actor, action }))).toEqual([
        { id, actor: 'approver', action: 'sign-in' },
      ]);
    } finally {
      await registry.close();
    }
  });
});

describe('npm run registry:verify-audit', () => {
  let dataDir = '';
  // Made in beforeAll, not when the file is read: a run that skips these tests leaves no folder behind.
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'registry-verify-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const verifyCommand = () =>
    spawnSync(
      process.execPath,
      ['--import', './server/registry/node-ts.mjs', 'server/registry/audit/verify-audit-cli.ts'],
      { encoding: 'utf8', env: { ...process.env, REGISTRY_DATA_DIR: dataDir, DATABASE_URL: '' } },
    );

  it('says the chain holds (exit 0), then names the entry changed behind its back (exit 1)', async () => {
    const db = await openDb({ dataDir });
    await appendSome(db, 3);
    await db.close();
    const intact = verifyCommand();
    expect([intact.status, intact.stdout]).toEqual([
      0,
      expect.stringMatching(/^audit log intact: 3 entries, last hash [0-9a-f]{64}\n$/),
    ]);

    const again = await openDb({ dataDir });
    await behindTheBack(again, "UPDATE audit_log SET at = at + interval '1 hour' WHERE id = 2");
    await again.close();
    const broken = verifyCommand();
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('audit log BROKEN at entry 2: entry 2 was changed after it was written');
    // Four PGlite starts, two of them in new Node processes that compile its WebAssembly again: over the suite's 120 s
    // once in CI, on 2 cores with a load of 12 (it passes in seconds alone).
  }, 300_000);

  it('refuses to open the folder of a running registry (PGlite is one process’s)', async () => {
    const db = await openDb({ dataDir });
    try {
      const refused = verifyCommand();
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('is open in process');
    } finally {
      await db.close();
    }
  });
});
