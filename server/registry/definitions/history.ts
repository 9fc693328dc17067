import type { Db } from '../db/db.ts';
import { readChange } from './changes.ts';
import type { Change } from './core.ts';
import { etagOf } from './drafts.ts';
import { getDefinition, getVersion, listDefinitions, listPublications, livePublications } from './definition-store.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A definition for the bench: where it is, what is live, what is scheduled next, whether a draft is open. */
export async function definitionSummaries(db: Db, at: Date) {
  const live = await livePublications(db, at);
  const { rows: latest } = await db.query<{ definitionId: string; versionNo: number; semver: string; sha256: string }>(
    `SELECT DISTINCT ON (definition_id) definition_id AS "definitionId", version_no AS "versionNo", semver, sha256
     FROM definition_versions ORDER BY definition_id, version_no DESC`,
  );
  const { rows: versions } = await db.query<{
    definitionId: string;
    versionNo: number;
    semver: string;
    sha256: string;
  }>(`SELECT definition_id AS "definitionId", version_no AS "versionNo", semver, sha256 FROM definition_versions`);
  const { rows: scheduled } = await db.query<{ definitionId: string; versionNo: number; effectiveAt: Date }>(
    `SELECT DISTINCT ON (definition_id) definition_id AS "definitionId", version_no AS "versionNo",
       effective_at AS "effectiveAt"
     FROM definition_publications WHERE effective_at > $1 ORDER BY definition_id, effective_at, id`,
    [at.toISOString()],
  );
  const { rows: drafts } = await db.query<{
    definitionId: string;
    updatedByName: string;
    updatedAt: Date;
    revision: number;
    sha256: string;
  }>(
    `SELECT definition_id AS "definitionId", updated_by_name AS "updatedByName", updated_at AS "updatedAt", revision,
       sha256
     FROM definition_drafts`,
  );
  const versionOf = (id: string, no: number) => versions.find((v) => v.definitionId === id && v.versionNo === no);
  return (await listDefinitions(db)).map((definition) => {
    const publication = live.get(definition.id);
    const liveVersion = publication ? versionOf(definition.id, publication.versionNo) : undefined;
    const next = scheduled.find((s) => s.definitionId === definition.id);
    const nextVersion = next ? versionOf(definition.id, next.versionNo) : undefined;
    const draft = drafts.find((d) => d.definitionId === definition.id);
    return {
      ...definition,
      live:
        publication && liveVersion
          ? {
              versionNo: liveVersion.versionNo,
              semver: liveVersion.semver,
              sha256: liveVersion.sha256,
              effectiveAt: iso(publication.effectiveAt),
            }
          : null,
      scheduled:
        next && nextVersion
          ? {
              versionNo: nextVersion.versionNo,
              semver: nextVersion.semver,
              sha256: nextVersion.sha256,
              effectiveAt: iso(next.effectiveAt),
            }
          : null,
      latestVersionNo: latest.find((l) => l.definitionId === definition.id)?.versionNo ?? 0,
      // The ETag lets a proposal pin the draft the proposer saw (a newer save refuses it with 412).
      draft: draft
        ? {
            updatedBy: draft.updatedByName,
            updatedAt: iso(draft.updatedAt),
            etag: etagOf(draft.revision, draft.sha256),
          }
        : null,
    };
  });
}

export interface HistoryEntry {
  versionNo: number;
  semver: string;
  sha256: string;
  state: 'live' | 'scheduled' | 'earlier';
  effectiveAt: string;
  publishedBy: { id: string; name: string };
  publishedAt: string;
  rollback: boolean;
  change: {
    id: number;
    author: { id: string; name: string };
    reason: string;
    reference: string;
    approvedBy: { id: string; name: string; at: string; comment: string }[];
    /** What the change did to this definition, in words. */
    what: Change[];
  } | null;
}

/** Who published what, when, why and who approved it, for one definition, newest first. */
export async function definitionHistory(db: Db, definitionId: string, at: Date): Promise<HistoryEntry[]> {
  await getDefinition(db, definitionId);
  const live = (await livePublications(db, at)).get(definitionId);
  const entries: HistoryEntry[] = [];
  for (const publication of await listPublications(db, definitionId)) {
    const version = await getVersion(db, definitionId, publication.versionNo);
    const change = publication.changeId === null ? undefined : await readChange(db, publication.changeId);
    const item = change?.items.find((i) => i.definitionId === definitionId);
    entries.push({
      versionNo: version.versionNo,
      semver: version.semver,
      sha256: version.sha256,
      state: publication.id === live?.id ? 'live' : new Date(publication.effectiveAt) > at ? 'scheduled' : 'earlier',
      effectiveAt: iso(publication.effectiveAt),
      publishedBy: { id: publication.publishedBy, name: publication.publishedByName },
      publishedAt: iso(publication.publishedAt),
      rollback: item?.rollback ?? false,
      change: change
        ? {
            id: change.id,
            author: change.author,
            reason: change.reason,
            reference: change.reference,
            approvedBy: change.reviews
              .filter((r) => r.decision === 'approve')
              .map((r) => ({ ...r.reviewer, at: r.at, comment: r.comment })),
            what: item?.diff ?? [],
          }
        : null,
    });
  }
  return entries.reverse();
}
