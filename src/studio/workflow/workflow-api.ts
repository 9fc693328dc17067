/** The definition workflow's calls to the registry, each through the studio's one fetch (registry-fetch.ts). */
import { registryFetch } from '../registry/registry-fetch';
import type {
  AuditVerification,
  ChangeDetail,
  ChangeSummary,
  DefinitionSummary,
  Evidence,
  HistoryEntry,
  ProposalInput,
  StaffSessionSummary,
  VersionSummary,
} from './types';

const path = encodeURIComponent;

export const getDefinitions = () => registryFetch<DefinitionSummary[]>('/api/definitions');
export const getVersions = (id: string) => registryFetch<VersionSummary[]>(`/api/definitions/${path(id)}/versions`);
export const getHistory = (id: string) => registryFetch<HistoryEntry[]>(`/api/definitions/${path(id)}/history`);
export const getChanges = () => registryFetch<ChangeSummary[]>('/api/changes');
export const getChange = (changeId: number) => registryFetch<ChangeDetail>(`/api/changes/${changeId}`);

export const proposeChange = (input: ProposalInput) =>
  registryFetch<ChangeDetail>('/api/changes', { method: 'POST', json: input });

export const reviewChange = (changeId: number, decision: 'approve' | 'reject', comment: string) =>
  registryFetch<ChangeDetail>(`/api/changes/${changeId}/reviews`, { method: 'POST', json: { decision, comment } });

/** Publishes now (no time) or from `effectiveAt` (an ISO date-time). */
export const publishChange = (changeId: number, effectiveAt?: string) =>
  registryFetch<ChangeDetail>(`/api/changes/${changeId}/publication`, {
    method: 'POST',
    json: effectiveAt ? { effectiveAt } : {},
  });

export const getEvidence = (id: string, versionNo: number) =>
  registryFetch<Evidence>(`/api/definitions/${path(id)}/versions/${versionNo}/evidence`);

/** The readable page of a version's evidence (opened by the browser itself, with the session's cookie). */
export const evidencePageUrl = (id: string, versionNo: number) =>
  `/api/definitions/${path(id)}/versions/${versionNo}/evidence.html`;

export const verifyAuditChain = () => registryFetch<AuditVerification>('/api/audit/verification');

/** The staff sessions alive now (administrators only). */
export const getStaffSessions = () =>
  registryFetch<{ sessions: StaffSessionSummary[] }>('/api/staff-sessions').then(({ sessions }) => sessions);

/** Ends every session of one member of staff, with the reason the audit log keeps; answers how many ended. */
export const endStaffSessions = (staffId: string, reason: string) =>
  registryFetch<{ ended: number }>(`/api/staff-sessions/${path(staffId)}`, { method: 'DELETE', json: { reason } });
