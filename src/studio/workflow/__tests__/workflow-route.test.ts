// @vitest-environment node
import { parseWorkflowHash, workflowHash, type WorkflowRoute } from '../workflow-route';

describe('the workflow’s addresses', () => {
  const routes: WorkflowRoute[] = [
    { screen: 'changes' },
    { screen: 'change', changeId: 12 },
    { screen: 'propose' },
    { screen: 'propose', rollback: { definitionId: 'questionnaire-a', versionNo: 1 } },
    { screen: 'history' },
    { screen: 'history', definitionId: 'scoring' },
    { screen: 'audit' },
    { screen: 'sessions' },
  ];

  it.each(routes)('reads back what it writes: %o', (route) => {
    expect(parseWorkflowHash(workflowHash(route))).toEqual(route);
  });

  it('leaves the editor’s hashes (a definition’s path) and anything malformed to the editor', () => {
    expect(parseWorkflowHash('#schemas%2Fquestionnaire%2Fa-knowledge.json')).toBeUndefined();
    expect(parseWorkflowHash('')).toBeUndefined();
    expect(parseWorkflowHash('#workflow/changes/0')).toBeUndefined();
    expect(parseWorkflowHash('#workflow/changes/abc')).toBeUndefined();
    expect(parseWorkflowHash('#workflow/history/..%2Fetc')).toBeUndefined();
    expect(parseWorkflowHash('#workflow/unknown')).toBeUndefined();
    expect(parseWorkflowHash('#workflow/sessions/author-1')).toBeUndefined();
  });
});
