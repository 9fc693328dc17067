import { appendAudit } from '../audit/append-audit.ts';
import type { Staff } from '../auth/roles.ts';
import type { Db } from '../db/db.ts';
import { formatJson, readLayout } from './core.ts';
import { contentHash, type DefinitionContent, parseTexts, type Texts } from './definition-content.ts';
import { contentOf, getDefinition, liveVersion } from './definition-store.ts';
import { WORKFLOW_LOCK } from './import-repository.ts';
import { WorkflowError } from './workflow-error.ts';

/** A draft as the API shows it; with no saved draft, the live version is the starting point. */
export interface DraftView extends DefinitionContent {
  definitionId: string;
  etag: string;
  /** Saves so far (0: nothing saved yet, this is the live version). */
  revision: number;
  baseVersionNo: number;
  sha256: string;
  fileText: string;
  updatedBy: { id: string; name: string } | null;
  updatedAt: string | null;
}

interface DraftRow {
  revision: number;
  baseVersionNo: number;
  fileText: string;
  texts: string;
  sha256: string;
  updatedBy: string;
  updatedByName: string;
  updatedAt: Date;
}

/** Strong ETag: the revision and the content's hash (a save of equal content still moves the revision). */
export const etagOf = (revision: number, sha256: string) => `"r${revision}-${sha256.slice(0, 16)}"`;

/** The current draft of a definition, or its live version as revision 0. */
export async function readDraft(db: Db, definitionId: string, now = new Date()): Promise<DraftView> {
  await getDefinition(db, definitionId);
  const { rows } = await db.query<DraftRow>(
    `SELECT revision, base_version_no AS "baseVersionNo", file_text AS "fileText", texts, sha256,
       updated_by AS "updatedBy", updated_by_name AS "updatedByName", updated_at AS "updatedAt"
     FROM definition_drafts WHERE definition_id = $1`,
    [definitionId],
  );
  const draft = rows[0];
  if (draft) {
    const texts = JSON.parse(draft.texts) as Texts;
    return {
      definitionId,
      definition: JSON.parse(draft.fileText) as unknown,
      texts,
      etag: etagOf(draft.revision, draft.sha256),
      revision: draft.revision,
      baseVersionNo: draft.baseVersionNo,
      sha256: draft.sha256,
      fileText: draft.fileText,
      updatedBy: { id: draft.updatedBy, name: draft.updatedByName },
      updatedAt: new Date(draft.updatedAt).toISOString(),
    };
  }
  const live = await liveVersion(db, definitionId, now);
  if (!live) throw new WorkflowError(404, 'not-published', `definition "${definitionId}" has no live version`);
  return {
    definitionId,
    ...contentOf(live),
    etag: etagOf(0, live.sha256),
    revision: 0,
    baseVersionNo: live.versionNo,
    sha256: live.sha256,
    fileText: live.fileText,
    updatedBy: null,
    updatedAt: null,
  };
}

/**
 * Saves a draft if `ifMatch` is the ETag of the draft as it is now (optimistic concurrency). A save from a stale
 * copy is refused with 412 and both sides: what this author sent (theirs, nothing lost) and the current draft.
 */
export async function saveDraft(
  db: Db,
  staff: Staff,
  definitionId: string,
  input: { definition: unknown; texts: unknown; ifMatch: string | undefined },
): Promise<DraftView> {
  const texts = parseTexts(input.texts);
  if (!texts) throw new WorkflowError(400, 'bad-texts', 'texts must hold sk, en and bg, each key -> text');
  if (typeof input.definition !== 'object' || input.definition === null || Array.isArray(input.definition))
    throw new WorkflowError(400, 'bad-definition', 'the definition must be a JSON object');
  if (!input.ifMatch)
    throw new WorkflowError(428, 'if-match-required', 'send If-Match with the ETag of the draft you edited');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WORKFLOW_LOCK]);
    const current = await readDraft(tx, definitionId);
    if (input.ifMatch !== current.etag)
      throw new WorkflowError(412, 'edit-conflict', 'someone saved this draft after you opened it', {
        theirs: { definition: input.definition, texts },
        current,
      });
    // The id and kind say where the definition lives and what reads it: a draft cannot turn it into another.
    const before = current.definition as Record<string, unknown>;
    const after = input.definition as Record<string, unknown>;
    for (const field of ['id', 'kind'])
      if (before[field] !== after[field])
        throw new WorkflowError(
          400,
          'identity-changed',
          `"${field}" cannot change in a draft (it is "${String(before[field])}")`,
        );
    const content: DefinitionContent = { definition: input.definition, texts };
    const sha256 = contentHash(content);
    // The definition keeps its file's key order and line shape, so the exported file changes only where edited.
    const fileText = formatJson(input.definition, readLayout(current.fileText));
    const revision = current.revision + 1;
    const at = new Date();
    await tx.query(
      `INSERT INTO definition_drafts (definition_id, revision, base_version_no, file_text, texts, sha256, updated_by,
         updated_by_name, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (definition_id) DO UPDATE SET revision = $2, file_text = $4, texts = $5, sha256 = $6,
         updated_by = $7, updated_by_name = $8, updated_at = $9`,
      [
        definitionId,
        revision,
        current.baseVersionNo,
        fileText,
        JSON.stringify(texts),
        sha256,
        staff.id,
        staff.name,
        at.toISOString(),
      ],
    );
    await appendAudit(tx, {
      actor: staff.id,
      action: 'draft.save',
      subject: `definition:${definitionId}`,
      before: current.sha256,
      after: sha256,
      detail: { revision, baseVersionNo: current.baseVersionNo },
    });
    return readDraft(tx, definitionId);
  });
}

/** Discards the draft (If-Match: its ETag), so the next edit begins on the live version again. */
export async function discardDraft(
  db: Db,
  staff: Staff,
  definitionId: string,
  ifMatch: string | undefined,
): Promise<DraftView> {
  if (!ifMatch) throw new WorkflowError(428, 'if-match-required', 'send If-Match with the ETag of the draft');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WORKFLOW_LOCK]);
    const current = await readDraft(tx, definitionId);
    if (current.revision === 0) throw new WorkflowError(404, 'no-draft', `"${definitionId}" has no draft`);
    if (ifMatch !== current.etag)
      throw new WorkflowError(412, 'edit-conflict', 'someone saved this draft after you opened it', { current });
    await tx.query('DELETE FROM definition_drafts WHERE definition_id = $1', [definitionId]);
    const live = await readDraft(tx, definitionId);
    await appendAudit(tx, {
      actor: staff.id,
      action: 'draft.discard',
      subject: `definition:${definitionId}`,
      before: current.sha256,
      after: live.sha256,
      detail: { revision: current.revision, baseVersionNo: current.baseVersionNo },
    });
    return live;
  });
}
