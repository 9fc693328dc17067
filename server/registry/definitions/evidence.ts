import { appendAudit } from '../audit/append-audit.ts';
import { type AuditEntryView, type AuditRow, auditEntryView } from '../audit/audit-row.ts';
import type { Staff } from '../auth/roles.ts';
import type { Db } from '../db/db.ts';
import { canonicalHash } from '../../../src/definition/node/canonical-hash.ts';
import { readChange, type ChangeView } from './changes.ts';
import { contentHash } from './definition-content.ts';
import { contentOf, getDefinition, getVersion, listPublications } from './definition-store.ts';

/** The evidence of one version: what it is, how it was checked, who approved and published it, and the record. */
export interface EvidenceDocument {
  type: 'definition-version-evidence';
  generatedAt: string;
  generatedBy: { id: string; name: string };
  definition: { id: string; kind: string; path: string };
  version: {
    versionNo: number;
    semver: string;
    sha256: string;
    /** The hash recomputed from the stored content now: equal to sha256 unless the content was altered. */
    sha256Recomputed: string;
    author: { id: string; name: string };
    createdAt: string;
    definition: unknown;
    texts: Record<string, Record<string, string>>;
  };
  /** Every change that proposed this version (new, or again in a rollback): reason, gate reports, reviews. */
  changes: Omit<ChangeView, 'items'>[];
  publications: {
    versionNo: number;
    changeId: number | null;
    effectiveAt: string;
    publishedBy: string;
    publishedAt: string;
  }[];
  auditEntries: AuditEntryView[];
}

/**
 * Builds the evidence of a version as one JSON document and its SHA-256 (of the canonical serialisation, so anyone
 * can recompute it), and records the export in the audit log.
 */
export async function exportEvidence(
  db: Db,
  staff: Staff,
  definitionId: string,
  versionNo: number,
): Promise<{ document: EvidenceDocument; sha256: string }> {
  const definition = await getDefinition(db, definitionId);
  const version = await getVersion(db, definitionId, versionNo);
  const { rows: changeIds } = await db.query<{ changeId: number }>(
    `SELECT change_id AS "changeId" FROM definition_change_items WHERE definition_id = $1 AND version_no = $2
     ORDER BY change_id`,
    [definitionId, versionNo],
  );
  const changes: Omit<ChangeView, 'items'>[] = [];
  for (const { changeId } of changeIds) {
    const { items: _items, ...change } = await readChange(db, changeId);
    changes.push(change);
  }
  const publications = (await listPublications(db, definitionId))
    .filter((p) => p.versionNo === versionNo)
    .map((p) => ({
      versionNo: p.versionNo,
      changeId: p.changeId,
      effectiveAt: new Date(p.effectiveAt).toISOString(),
      publishedBy: p.publishedByName,
      publishedAt: new Date(p.publishedAt).toISOString(),
    }));
  const { rows } = await db.query<Omit<AuditRow, 'previous_hash'>>(
    `SELECT id, at, actor, action, subject, before_hash, after_hash, reason, detail, hash FROM audit_log
     WHERE (subject = $1 AND (before_hash = $2 OR after_hash = $2)) OR subject = ANY($3::text[]) OR subject = $4
     ORDER BY id`,
    [
      `definition:${definitionId}`,
      version.sha256,
      changeIds.map((c) => `change:${c.changeId}`),
      evidenceSubject(definitionId, versionNo),
    ],
  );
  const content = contentOf(version);
  const document: EvidenceDocument = {
    type: 'definition-version-evidence',
    generatedAt: new Date().toISOString(),
    generatedBy: { id: staff.id, name: staff.name },
    definition: { id: definition.id, kind: definition.kind, path: definition.path },
    version: {
      versionNo,
      semver: version.semver,
      sha256: version.sha256,
      sha256Recomputed: contentHash(content),
      author: { id: version.authorId, name: version.authorName },
      createdAt: new Date(version.createdAt).toISOString(),
      definition: content.definition,
      texts: content.texts,
    },
    changes,
    publications,
    auditEntries: rows.map(auditEntryView),
  };
  const sha256 = canonicalHash(document);
  await appendAudit(db, {
    actor: staff.id,
    action: 'evidence.export',
    subject: evidenceSubject(definitionId, versionNo),
    before: version.sha256,
    after: sha256,
    reason: null,
    detail: { definitionId, versionNo },
  });
  return { document, sha256 };
}

export const evidenceSubject = (definitionId: string, versionNo: number) => `version:${definitionId}/${versionNo}`;
