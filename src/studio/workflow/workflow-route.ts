/**
 * The workflow's screens live in the address's hash beside the editor's open file (`#schemas%2F…`), so a reload, a
 * link sent to the approver or the browser's back button opens the same screen.
 */
export type WorkflowRoute =
  | { screen: 'changes' }
  | { screen: 'change'; changeId: number }
  | { screen: 'propose'; rollback?: { definitionId: string; versionNo: number } }
  | { screen: 'history'; definitionId?: string }
  | { screen: 'audit' }
  | { screen: 'sessions' };

const PREFIX = '#workflow/';
const ID = /^[a-z0-9][a-z0-9-]*$/;

/** The workflow screen a hash names, or undefined for the editor's hashes (a definition's path) and anything else. */
export function parseWorkflowHash(hash: string): WorkflowRoute | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const [screen, first, second] = hash.slice(PREFIX.length).split('/');
  if (screen === 'changes' && first === undefined) return { screen: 'changes' };
  if (screen === 'changes' && first && /^[1-9]\d*$/.test(first)) return { screen: 'change', changeId: Number(first) };
  if (screen === 'propose' && first === undefined) return { screen: 'propose' };
  if (screen === 'propose' && first && ID.test(first) && second && /^[1-9]\d*$/.test(second))
    return { screen: 'propose', rollback: { definitionId: first, versionNo: Number(second) } };
  if (screen === 'history' && first === undefined) return { screen: 'history' };
  if (screen === 'history' && first && ID.test(first)) return { screen: 'history', definitionId: first };
  if (screen === 'audit' && first === undefined) return { screen: 'audit' };
  if (screen === 'sessions' && first === undefined) return { screen: 'sessions' };
  return undefined;
}

/** The hash of a workflow screen. */
export function workflowHash(route: WorkflowRoute): string {
  switch (route.screen) {
    case 'changes':
      return `${PREFIX}changes`;
    case 'change':
      return `${PREFIX}changes/${route.changeId}`;
    case 'propose':
      return route.rollback
        ? `${PREFIX}propose/${route.rollback.definitionId}/${route.rollback.versionNo}`
        : `${PREFIX}propose`;
    case 'history':
      return route.definitionId ? `${PREFIX}history/${route.definitionId}` : `${PREFIX}history`;
    case 'audit':
      return `${PREFIX}audit`;
    case 'sessions':
      return `${PREFIX}sessions`;
  }
}
