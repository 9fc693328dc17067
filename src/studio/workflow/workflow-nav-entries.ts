import type { StaffRole } from '../registry/registry-fetch';
import type { WorkflowRoute } from './workflow-route';

export interface WorkflowNavEntry {
  route: WorkflowRoute;
  label: string;
  /** Shown to these roles only: exactly those the registry lets call every endpoint the screen needs. */
  roles: StaffRole[];
  /** The registry endpoints the screen calls to work ("METHOD /path" as the registry declares them). */
  endpoints: string[];
}

/**
 * The workflow's screens in the navigation, each with the roles that see it and the endpoints it needs, so a test
 * holds them against the registry's own access table (tests/registry-workflow/studio-navigation.test.ts).
 */
export const WORKFLOW_NAV_ENTRIES: WorkflowNavEntry[] = [
  {
    route: { screen: 'changes' },
    label: 'wfNavChanges',
    roles: ['author', 'approver', 'auditor'],
    endpoints: ['GET /api/changes', 'GET /api/changes/:changeId'],
  },
  {
    route: { screen: 'propose' },
    label: 'wfNavPropose',
    roles: ['author'],
    endpoints: ['GET /api/definitions', 'POST /api/changes'],
  },
  {
    route: { screen: 'history' },
    label: 'wfNavHistory',
    roles: ['author', 'approver', 'auditor'],
    endpoints: ['GET /api/definitions', 'GET /api/definitions/:id/history'],
  },
  {
    route: { screen: 'audit' },
    label: 'wfNavAudit',
    roles: ['auditor', 'admin'],
    endpoints: ['GET /api/audit/verification'],
  },
  {
    route: { screen: 'sessions' },
    label: 'wfNavSessions',
    roles: ['admin'],
    endpoints: ['GET /api/staff-sessions', 'DELETE /api/staff-sessions/:staffId'],
  },
];

/** The entries a person with these roles sees. */
export const navEntriesFor = (roles: readonly string[]) =>
  WORKFLOW_NAV_ENTRIES.filter((entry) => entry.roles.some((role) => roles.includes(role)));
