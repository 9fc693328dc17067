import { appendAudit } from '../audit/append-audit.ts';
import type { Db } from '../db/db.ts';
import { contentHash, statedVersion } from './definition-content.ts';
import { readRepository } from './repository-files.ts';
import { repositoryTextsDefinitions } from '../texts/repository-texts.ts';

/** Who the repository's import is recorded as (no member of staff did it). */
export const SYSTEM_ACTOR = { id: 'system', name: 'Repository import' } as const;

// Any constant: every write of the workflow takes this lock, so version numbers and publications never race.
export const WORKFLOW_LOCK = 720_021;

/**
 * On an empty database, imports the repository's schemas/ and locales/: each definition as its published
 * version 1 (semantic version as its file states, else 1.0.0), every other file as a base file for the export.
 * Does nothing when any definition exists, so a restart (or a second instance) imports nothing twice.
 * Returns how many definitions it imported.
 */
export async function importRepository(db: Db, root: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WORKFLOW_LOCK]);
    const { rows } = await tx.query<{ count: number }>('SELECT count(*) AS count FROM definitions');
    if (Number(rows[0]?.count ?? 0) > 0) return 0;
    const { definitions: read, baseFiles } = readRepository(root);
    // The texts no definition carries become texts definitions, one per locale namespace (issue 23).
    const definitions = [...read, ...repositoryTextsDefinitions(read, baseFiles)];
    for (const [path, content] of baseFiles)
      await tx.query('INSERT INTO registry_base_files (path, content) VALUES ($1, $2)', [path, content]);
    for (const d of definitions) {
      const sha256 = contentHash(d);
      const semver = statedVersion(d.definition) ?? '1.0.0';
      await tx.query('INSERT INTO definitions (id, kind, path) VALUES ($1, $2, $3)', [d.id, d.kind, d.path]);
      await tx.query(
        `INSERT INTO definition_versions
           (definition_id, version_no, semver, sha256, file_text, texts, author_id, author_name, created_at)
         VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.id, semver, sha256, d.text, JSON.stringify(d.texts), SYSTEM_ACTOR.id, SYSTEM_ACTOR.name, now.toISOString()],
      );
      await tx.query(
        `INSERT INTO definition_publications
           (definition_id, version_no, change_id, effective_at, published_by, published_by_name, published_at)
         VALUES ($1, 1, NULL, $2, $3, $4, $2)`,
        [d.id, now.toISOString(), SYSTEM_ACTOR.id, SYSTEM_ACTOR.name],
      );
      await appendAudit(tx, {
        actor: SYSTEM_ACTOR.id,
        action: 'definition.import',
        subject: `definition:${d.id}`,
        before: null,
        after: sha256,
        reason: 'first start on an empty database: the repository published as version 1',
        detail: { path: d.path, versionNo: 1, semver },
      });
    }
    return definitions.length;
  });
}
