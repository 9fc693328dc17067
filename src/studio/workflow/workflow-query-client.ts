import { QueryClient } from '@tanstack/react-query';

/**
 * The workflow screens' cache of the registry's answers, read again whenever a screen opens (staff act on fresh
 * data: a draft saved a moment ago, a change another person approved), no retry of a refusal (a 403 stays a 403).
 */
export const workflowQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: true } },
});

/** Every query key of the workflow, so a mutation invalidates what it changed by the same names. */
export const workflowKeys = {
  all: ['workflow'] as const,
  definitions: () => ['workflow', 'definitions'] as const,
  changes: () => ['workflow', 'changes'] as const,
  change: (id: number) => ['workflow', 'changes', id] as const,
  history: (id: string) => ['workflow', 'history', id] as const,
  versions: (id: string) => ['workflow', 'versions', id] as const,
  staffSessions: () => ['workflow', 'staff-sessions'] as const,
};
