import { appendAudit } from '../audit/append-audit.ts';
import type { Staff } from '../auth/roles.ts';
import type { Db } from '../db/db.ts';
import { canonicalHash } from '../../../src/definition/node/canonical-hash.ts';
import { type Change, definitionDiff, LANGUAGES, withText } from './core.ts';
import { type DefinitionKind, nextMinor, statedVersion, type Texts } from './definition-content.ts';
import {
  baseFiles,
  contentOf,
  getDefinition,
  getVersion,
  listVersions,
  livePublications,
  liveWorld,
} from './definition-store.ts';
import { type DraftView, readDraft } from './drafts.ts';
import { type GateReport, type ProposedDefinition, runGates } from './gates.ts';
import { WORKFLOW_LOCK } from './import-repository.ts';
import { publishToStore } from '../publication/publication-store.ts';
import { WorkflowError } from './workflow-error.ts';

export type ChangeStatus = 'proposed' | 'approved' | 'rejected' | 'published';

export interface ChangeItemView {
  definitionId: string;
  kind: DefinitionKind;
  path: string;
  versionNo: number;
  semver: string;
  sha256: string;
  liveVersionNo: number | null;
  liveSha256: string | null;
  rollback: boolean;
  /** What changes against the version live when proposed, in words (texts per language included). */
  diff: Change[];
}

export interface ReviewView {
  reviewer: { id: string; name: string };
  decision: 'approve' | 'reject';
  comment: string;
  at: string;
}

export interface ChangeView {
  id: number;
  author: { id: string; name: string };
  contributorIds: string[];
  reason: string;
  reference: string;
  status: ChangeStatus;
  createdAt: string;
  gatesPassed: boolean;
  gateReport: GateReport;
  items: ChangeItemView[];
  reviews: ReviewView[];
  publication: { effectiveAt: string; publishedBy: { id: string; name: string }; publishedAt: string } | null;
}

/** One definition a change is to publish: its draft (new version) or an earlier version again (a rollback). */
export interface ChangeItemInput {
  definitionId: string;
  /** An existing version to publish again; without it, the definition's draft becomes a new version. */
  versionNo?: number;
  /** The ETag of the draft the author reviewed before proposing; a newer save refuses the proposal (412). */
  draftEtag?: string;
}

const lock = (db: Db) => db.query('SELECT pg_advisory_xact_lock($1)', [WORKFLOW_LOCK]);

/** Texts as the studio's diff reads them: parsed locale files by path. */
function localesOf(texts: Texts | undefined): Record<string, unknown> {
  let locales: Record<string, unknown> = {};
  for (const language of LANGUAGES)
    for (const [key, text] of Object.entries(texts?.[language] ?? {})) locales = withText(locales, language, key, text);
  return locales;
}

/** What a draft changes against the live version, in words (texts included). */
async function draftDiff(db: Db, definitionId: string, liveVersionNo: number | null, draft: DraftView) {
  const live = liveVersionNo === null ? undefined : contentOf(await getVersion(db, definitionId, liveVersionNo));
  return definitionDiff(live?.definition, draft.definition, localesOf(live?.texts), localesOf(draft.texts));
}

interface ChangeRow {
  id: number;
  authorId: string;
  authorName: string;
  contributorIds: string;
  reason: string;
  reference: string;
  status: ChangeStatus;
  gatesPassed: boolean;
  gateReport: string;
  createdAt: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A change with its items (and their diffs), gate report, reviews and publication. */
export async function readChange(db: Db, id: number): Promise<ChangeView> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT id, author_id AS "authorId", author_name AS "authorName", contributor_ids AS "contributorIds", reason,
       reference, status, gates_passed AS "gatesPassed", gate_report AS "gateReport", created_at AS "createdAt"
     FROM definition_changes WHERE id = $1`,
    [id],
  );
  const change = rows[0];
  if (!change) throw new WorkflowError(404, 'unknown-change', `no change ${id}`);
  const items = await db.query<{
    definitionId: string;
    versionNo: number;
    liveVersionNo: number | null;
    rollback: boolean;
  }>(
    `SELECT definition_id AS "definitionId", version_no AS "versionNo", live_version_no AS "liveVersionNo", rollback
     FROM definition_change_items WHERE change_id = $1 ORDER BY definition_id`,
    [id],
  );
  const itemViews: ChangeItemView[] = [];
  for (const item of items.rows) {
    const definition = await getDefinition(db, item.definitionId);
    const version = await getVersion(db, item.definitionId, item.versionNo);
    const live = item.liveVersionNo === null ? undefined : await getVersion(db, item.definitionId, item.liveVersionNo);
    const before = live ? contentOf(live) : undefined;
    const after = contentOf(version);
    itemViews.push({
      definitionId: item.definitionId,
      kind: definition.kind,
      path: definition.path,
      versionNo: version.versionNo,
      semver: version.semver,
      sha256: version.sha256,
      liveVersionNo: item.liveVersionNo,
      liveSha256: live?.sha256 ?? null,
      rollback: item.rollback,
      diff: definitionDiff(before?.definition, after.definition, localesOf(before?.texts), localesOf(after.texts)),
    });
  }
  const reviews = await db.query<{
    reviewerId: string;
    reviewerName: string;
    decision: 'approve' | 'reject';
    comment: string;
    createdAt: Date;
  }>(
    `SELECT reviewer_id AS "reviewerId", reviewer_name AS "reviewerName", decision, comment, created_at AS "createdAt"
     FROM definition_reviews WHERE change_id = $1 ORDER BY id`,
    [id],
  );
  const publication = await db.query<{
    effectiveAt: Date;
    publishedBy: string;
    publishedByName: string;
    publishedAt: Date;
  }>(
    `SELECT effective_at AS "effectiveAt", published_by AS "publishedBy", published_by_name AS "publishedByName",
       published_at AS "publishedAt"
     FROM definition_publications WHERE change_id = $1 ORDER BY id LIMIT 1`,
    [id],
  );
  const published = publication.rows[0];
  return {
    id: change.id,
    author: { id: change.authorId, name: change.authorName },
    contributorIds: JSON.parse(change.contributorIds) as string[],
    reason: change.reason,
    reference: change.reference,
    status: change.status,
    createdAt: iso(change.createdAt),
    gatesPassed: change.gatesPassed,
    gateReport: JSON.parse(change.gateReport) as GateReport,
    items: itemViews,
    reviews: reviews.rows.map((r) => ({
      reviewer: { id: r.reviewerId, name: r.reviewerName },
      decision: r.decision,
      comment: r.comment,
      at: iso(r.createdAt),
    })),
    publication: published
      ? {
          effectiveAt: iso(published.effectiveAt),
          publishedBy: { id: published.publishedBy, name: published.publishedByName },
          publishedAt: iso(published.publishedAt),
        }
      : null,
  };
}

/** The changes, newest first, optionally of one status (without diffs: a list for the bench). */
export async function listChanges(db: Db, status?: ChangeStatus) {
  const { rows } = await db.query<ChangeRow & { definitionIds: string }>(
    `SELECT c.id, c.author_id AS "authorId", c.author_name AS "authorName", c.reason, c.reference, c.status,
       c.gates_passed AS "gatesPassed", c.created_at AS "createdAt",
       (SELECT string_agg(definition_id, ',' ORDER BY definition_id) FROM definition_change_items i
        WHERE i.change_id = c.id) AS "definitionIds"
     FROM definition_changes c ${status ? 'WHERE c.status = $1' : ''} ORDER BY c.id DESC`,
    status ? [status] : [],
  );
  return rows.map((row) => ({
    id: row.id,
    author: { id: row.authorId, name: row.authorName },
    reason: row.reason,
    reference: row.reference,
    status: row.status,
    gatesPassed: row.gatesPassed,
    createdAt: iso(row.createdAt),
    definitionIds: (row.definitionIds ?? '').split(',').filter(Boolean),
  }));
}

/**
 * Proposes a change: each draft becomes an immutable version (or an earlier version is named for a rollback),
 * the gates run against the live definitions, and the report is stored with the change. The drafts it takes are
 * cleared. A failing gate does not refuse the proposal: it is recorded, and it blocks approval.
 */
export async function proposeChange(
  db: Db,
  staff: Staff,
  input: { reason: string; reference: string; items: ChangeItemInput[] },
): Promise<ChangeView> {
  const reason = input.reason.trim();
  const reference = input.reference.trim();
  if (!reason || !reference)
    throw new WorkflowError(400, 'reason-required', 'a change needs a reason and a reference (regulation, ticket)');
  const ids = input.items.map((item) => item.definitionId);
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    throw new WorkflowError(400, 'bad-items', 'name each definition of the change once');
  const id = await db.transaction(async (tx) => {
    await lock(tx);
    const now = new Date();
    const live = await livePublications(tx, now);
    const contributors = new Set([staff.id]);
    const proposed: (ProposedDefinition & { versionNo: number; liveVersionNo: number | null })[] = [];
    const created: {
      definitionId: string;
      versionNo: number;
      fileText: string;
      texts: Texts;
      semver: string;
      sha256: string;
    }[] = [];
    for (const item of input.items) {
      const definition = await getDefinition(tx, item.definitionId);
      const versions = await listVersions(tx, item.definitionId);
      const latest = versions.at(-1);
      const liveVersionNo = live.get(item.definitionId)?.versionNo ?? null;
      if (item.versionNo !== undefined) {
        const version = await getVersion(tx, item.definitionId, item.versionNo);
        if (version.versionNo === liveVersionNo)
          throw new WorkflowError(
            409,
            'already-live',
            `version ${version.versionNo} of "${item.definitionId}" is live`,
          );
        proposed.push({
          ...definition,
          content: contentOf(version),
          semver: version.semver,
          rollback: true,
          versionNo: version.versionNo,
          liveVersionNo,
        });
        continue;
      }
      const draft = await readDraft(tx, item.definitionId, now);
      if (draft.revision === 0)
        throw new WorkflowError(409, 'no-draft', `"${item.definitionId}" has no saved draft to propose`);
      if (item.draftEtag !== undefined && item.draftEtag !== draft.etag)
        throw new WorkflowError(412, 'draft-changed', `the draft of "${item.definitionId}" was saved again since`, {
          definitionId: item.definitionId,
          changedBy: draft.updatedBy,
          changedAt: draft.updatedAt,
          // What would be proposed now, so the proposer reviews it before proposing again.
          diff: await draftDiff(tx, item.definitionId, liveVersionNo, draft),
          current: draft,
        });
      // A draft begun on a version no longer live would undo what was published since: it is opened again instead.
      if (draft.baseVersionNo !== liveVersionNo)
        throw new WorkflowError(
          409,
          'draft-outdated',
          `the draft of "${item.definitionId}" was begun on version ${draft.baseVersionNo}; version ` +
            `${liveVersionNo ?? 'none'} is live now: carry the edits over to it`,
          { current: draft },
        );
      if (draft.updatedBy) contributors.add(draft.updatedBy.id);
      const semver = statedVersion(draft.definition) ?? nextMinor(latest?.semver ?? '1.0.0');
      const versionNo = (latest?.versionNo ?? 0) + 1;
      created.push({
        definitionId: item.definitionId,
        versionNo,
        fileText: draft.fileText,
        texts: draft.texts,
        semver,
        sha256: draft.sha256,
      });
      proposed.push({
        ...definition,
        content: { definition: draft.definition, texts: draft.texts },
        semver,
        ...(latest ? { latestSemver: latest.semver } : {}),
        rollback: false,
        versionNo,
        liveVersionNo,
      });
    }
    const report = runGates(await liveWorld(tx, now), proposed, await baseFiles(tx));
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO definition_changes (author_id, author_name, contributor_ids, reason, reference, status, gates_passed,
         gate_report, created_at)
       VALUES ($1, $2, $3, $4, $5, 'proposed', $6, $7, $8) RETURNING id`,
      [
        staff.id,
        staff.name,
        JSON.stringify([...contributors]),
        reason,
        reference,
        report.passed,
        JSON.stringify(report),
        now.toISOString(),
      ],
    );
    const changeId = Number(rows[0]?.id);
    for (const version of created) {
      await tx.query(
        `INSERT INTO definition_versions
           (definition_id, version_no, semver, sha256, file_text, texts, author_id, author_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          version.definitionId,
          version.versionNo,
          version.semver,
          version.sha256,
          version.fileText,
          JSON.stringify(version.texts),
          staff.id,
          staff.name,
          now.toISOString(),
        ],
      );
      await tx.query('DELETE FROM definition_drafts WHERE definition_id = $1', [version.definitionId]);
    }
    for (const item of proposed)
      await tx.query(
        `INSERT INTO definition_change_items (change_id, definition_id, version_no, live_version_no, rollback)
         VALUES ($1, $2, $3, $4, $5)`,
        [changeId, item.id, item.versionNo, item.liveVersionNo, item.rollback],
      );
    const summary = proposed.map((p) => ({
      definitionId: p.id,
      versionNo: p.versionNo,
      semver: p.semver,
      rollback: p.rollback,
      sha256: created.find((c) => c.definitionId === p.id)?.sha256 ?? canonicalHash(p.content),
    }));
    const liveShas = new Map((await liveWorld(tx, now)).map((d) => [d.id, d.version.sha256]));
    for (const item of summary)
      await appendAudit(tx, {
        actor: staff.id,
        action: item.rollback ? 'version.rollback-proposed' : 'version.create',
        subject: `definition:${item.definitionId}`,
        before: liveShas.get(item.definitionId) ?? null,
        after: item.sha256,
        reason,
        detail: { changeId, versionNo: item.versionNo, semver: item.semver, reference },
      });
    await appendAudit(tx, {
      actor: staff.id,
      action: 'change.propose',
      subject: `change:${changeId}`,
      before: null,
      after: canonicalHash(summary),
      reason,
      detail: { reference, items: summary },
    });
    await appendAudit(tx, {
      actor: 'system',
      action: 'change.gates',
      subject: `change:${changeId}`,
      after: canonicalHash(report),
      reason: report.passed ? 'all gates passed' : 'a gate failed',
      detail: {
        passed: report.passed,
        failed: report.gates.filter((gate) => !gate.passed).map((gate) => gate.name),
        requestedBy: staff.id,
      },
    });
    return changeId;
  });
  return readChange(db, id);
}

/** Four eyes: nobody who proposed a change or saved one of its drafts reviews or publishes it. */
function refuseContributor(change: ChangeView, staff: Staff, what: string): void {
  if (change.contributorIds.includes(staff.id))
    throw new WorkflowError(403, 'four-eyes', `you authored change ${change.id}: someone else must ${what} it`);
}

/** An approver who is not an author approves (only if every gate passed) or rejects a proposed change. */
export async function reviewChange(
  db: Db,
  staff: Staff,
  changeId: number,
  input: { decision: 'approve' | 'reject'; comment: string },
): Promise<ChangeView> {
  const comment = input.comment.trim();
  await db.transaction(async (tx) => {
    await lock(tx);
    const change = await readChange(tx, changeId);
    refuseContributor(change, staff, 'review');
    if (change.status !== 'proposed')
      throw new WorkflowError(409, 'not-proposed', `change ${changeId} is ${change.status}, not awaiting review`);
    if (input.decision === 'approve' && !change.gatesPassed)
      throw new WorkflowError(409, 'gates-failed', 'a gate failed: the change cannot be approved');
    if (input.decision === 'reject' && !comment)
      throw new WorkflowError(400, 'comment-required', 'say why the change is rejected');
    await tx.query(
      `INSERT INTO definition_reviews (change_id, reviewer_id, reviewer_name, decision, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [changeId, staff.id, staff.name, input.decision, comment, new Date().toISOString()],
    );
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx.query('UPDATE definition_changes SET status = $1 WHERE id = $2', [status, changeId]);
    await appendAudit(tx, {
      actor: staff.id,
      action: `change.${input.decision}`,
      subject: `change:${changeId}`,
      before: canonicalHash(change.items.map((i) => i.sha256)),
      after: canonicalHash(change.items.map((i) => i.sha256)),
      reason: comment || null,
      detail: { status, gateReport: canonicalHash(change.gateReport) },
    });
  });
  return readChange(db, changeId);
}

/**
 * Publishes an approved change now or at a chosen time (a regulation's effective date). A scheduled version is
 * live from its time on: reading "live" resolves by effective time. Refused if another publication of one of its
 * definitions came after the change was proposed (its diff and gates compared against what is no longer live).
 */
export async function publishChange(
  db: Db,
  staff: Staff,
  changeId: number,
  input: { effectiveAt?: string },
): Promise<ChangeView> {
  const now = new Date();
  const effectiveAt = input.effectiveAt === undefined ? now : new Date(input.effectiveAt);
  if (Number.isNaN(effectiveAt.getTime()))
    throw new WorkflowError(400, 'bad-time', 'effectiveAt must be an ISO date and time');
  if (effectiveAt.getTime() < now.getTime() - 60_000)
    throw new WorkflowError(400, 'time-past', 'a publication cannot take effect in the past');
  await db.transaction(async (tx) => {
    await lock(tx);
    const change = await readChange(tx, changeId);
    refuseContributor(change, staff, 'publish');
    if (change.status !== 'approved')
      throw new WorkflowError(
        409,
        'not-approved',
        `change ${changeId} is ${change.status}: only an approved change is published`,
      );
    for (const item of change.items) {
      const { rows } = await tx.query<{ versionNo: number }>(
        `SELECT version_no AS "versionNo" FROM definition_publications WHERE definition_id = $1
         ORDER BY effective_at DESC, id DESC LIMIT 1`,
        [item.definitionId],
      );
      if ((rows[0]?.versionNo ?? null) !== item.liveVersionNo)
        throw new WorkflowError(
          409,
          'stale',
          `"${item.definitionId}" was published again since this change was proposed`,
        );
    }
    for (const item of change.items) {
      await tx.query(
        `INSERT INTO definition_publications
           (definition_id, version_no, change_id, effective_at, published_by, published_by_name, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          item.definitionId,
          item.versionNo,
          changeId,
          effectiveAt.toISOString(),
          staff.id,
          staff.name,
          now.toISOString(),
        ],
      );
      await appendAudit(tx, {
        actor: staff.id,
        action: item.rollback ? 'definition.rollback' : 'definition.publish',
        subject: `definition:${item.definitionId}`,
        before: item.liveSha256,
        after: item.sha256,
        reason: change.reason,
        detail: { changeId, versionNo: item.versionNo, effectiveAt: effectiveAt.toISOString() },
      });
    }
    await tx.query("UPDATE definition_changes SET status = 'published' WHERE id = $1", [changeId]);
    // Clients get it through the publication store; one that cannot be written rolls the publication back.
    await publishToStore(db, tx, now);
    await appendAudit(tx, {
      actor: staff.id,
      action: 'change.publish',
      subject: `change:${changeId}`,
      after: canonicalHash(change.items.map((i) => i.sha256)),
      reason: change.reason,
      detail: { effectiveAt: effectiveAt.toISOString(), scheduled: effectiveAt.getTime() > now.getTime() },
    });
  });
  return readChange(db, changeId);
}
