/** The registry's definition workflow as the studio reads it (server/registry/definitions/api-schemas.ts). */
import type { Words } from '../../definition/words';
import type { Change } from '../diff/definition-diff';

export interface StaffRef {
  id: string;
  name: string;
}

export type DefinitionKind = 'step' | 'questionnaire-section' | 'scoring' | 'golden-set';

export interface VersionRef {
  versionNo: number;
  semver: string;
  sha256: string;
  effectiveAt: string;
}

export interface DefinitionSummary {
  id: string;
  kind: DefinitionKind;
  path: string;
  live: VersionRef | null;
  scheduled: VersionRef | null;
  latestVersionNo: number;
  /** The open draft: who saved it last, when, and its ETag (a proposal sends it back to pin that content). */
  draft: { updatedBy: string; updatedAt: string; etag: string } | null;
}

export interface VersionSummary {
  definitionId: string;
  versionNo: number;
  semver: string;
  sha256: string;
  author: StaffRef;
  createdAt: string;
}

/** One line of the readable diff (src/studio/diff): English words and the same as codes the studio translates. */
export type DiffLine = Change;

export type GateName = 'meta-schema-and-lint' | 'texts' | 'golden-sets' | 'version';

export interface GateProblem {
  definitionId?: string;
  file: string;
  pointer: string;
  /** English; `words` is the same as a code and parameters, said in the studio's language. */
  message: string;
  words?: Words;
}

export interface GateResult {
  name: GateName;
  passed: boolean;
  problems: GateProblem[];
}

export interface Score {
  points: number;
  riskProfileId: number;
}

export interface ImpactRow {
  goldenSet: string;
  name: string;
  expectedRiskProfileId: number;
  live?: Score;
  proposed?: Score;
  changed: boolean;
}

export interface GateReport {
  passed: boolean;
  gates: GateResult[];
  impact: ImpactRow[];
}

export type ChangeStatus = 'proposed' | 'approved' | 'rejected' | 'published';

export interface ChangeSummary {
  id: number;
  author: StaffRef;
  reason: string;
  reference: string;
  status: ChangeStatus;
  gatesPassed: boolean;
  createdAt: string;
  definitionIds: string[];
}

export interface ChangeItem {
  definitionId: string;
  kind: DefinitionKind;
  path: string;
  versionNo: number;
  semver: string;
  sha256: string;
  liveVersionNo: number | null;
  liveSha256: string | null;
  rollback: boolean;
  diff: DiffLine[];
}

export interface Review {
  reviewer: StaffRef;
  decision: 'approve' | 'reject';
  comment: string;
  at: string;
}

export interface ChangeDetail extends Omit<ChangeSummary, 'definitionIds'> {
  contributorIds: string[];
  gateReport: GateReport;
  items: ChangeItem[];
  reviews: Review[];
  publication: { effectiveAt: string; publishedBy: StaffRef; publishedAt: string } | null;
}

export interface HistoryEntry {
  versionNo: number;
  semver: string;
  sha256: string;
  state: 'live' | 'scheduled' | 'earlier';
  effectiveAt: string;
  publishedBy: StaffRef;
  publishedAt: string;
  rollback: boolean;
  change: {
    id: number;
    author: StaffRef;
    reason: string;
    reference: string;
    approvedBy: (StaffRef & { at: string; comment: string })[];
    what: DiffLine[];
  } | null;
}

export interface AuditVerification {
  ok: boolean;
  entries: number;
  headHash: string;
  firstMismatch: {
    id: number;
    problem: 'content' | 'previous-hash' | 'missing';
    message: string;
    /** Absent from a registry older than the codes: the English is shown then. */
    words?: Words;
  } | null;
}

export interface Evidence {
  document: Record<string, unknown>;
  sha256: string;
}

/** What a proposal sends: drafts (no versionNo) or an earlier version again (a rollback). */
export interface ProposalInput {
  reason: string;
  reference: string;
  items: { definitionId: string; versionNo?: number; draftEtag?: string }[];
}

/** A staff session alive now, as GET /api/staff-sessions lists it (one per sign-in, not per person). */
export interface StaffSessionSummary {
  staffId: string;
  name: string;
  roles: string[];
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
}
