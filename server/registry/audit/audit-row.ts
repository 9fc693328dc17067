/** An audit_log row as the database answers it (both PGlite and node-postgres give `at` as a Date). */
export interface AuditRow {
  id: number;
  at: Date;
  actor: string;
  action: string;
  subject: string;
  before_hash: string | null;
  after_hash: string | null;
  reason: string | null;
  detail: unknown;
  previous_hash: string;
  hash: string;
}

/** An audit entry as the API and the evidence show it. */
export interface AuditEntryView {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  beforeHash: string | null;
  afterHash: string | null;
  reason: string | null;
  detail: unknown;
  hash: string;
}

export function auditEntryView(row: Omit<AuditRow, 'previous_hash'>): AuditEntryView {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    beforeHash: row.before_hash,
    afterHash: row.after_hash,
    reason: row.reason,
    detail: row.detail,
    hash: row.hash,
  };
}
