// Rolling back is publishing an earlier version through the same approval, and a publication can wait for a
// regulation's effective date: from a definition's history an author proposes version 1 again, an approver
// approves it and schedules it; the history then shows it scheduled beside the version still live. By keyboard,
// axe on each screen. Definition this spec edits (no other spec does): questionnaire-b (b-goals).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from './support/registry-test';
import { apiFromPage, chooseStudioLanguage, pressByKeyboard, tabTo, typeByKeyboard, wordsOf } from './workflow-helpers';

const sk = wordsOf('sk');
const en = wordsOf('en');
const status = (page: Page) => page.getByTestId('workflow-status');

test('an earlier version proposed again from the history, approved, and scheduled for a date', async ({
  page,
  newStaffPage,
}) => {
  await signInAs(page, 'author-1');
  await chooseStudioLanguage(page, sk, 'en');
  const approver = await newStaffPage('approver');
  await chooseStudioLanguage(approver, sk, 'en');

  // Version 2 of b-goals published through the API (what the journey does through the page).
  const draft = await apiFromPage(page, '/api/definitions/questionnaire-b/draft');
  const current = draft.json as { definition: { version: string }; texts: Record<string, Record<string, string>> };
  const key = Object.keys(current.texts.sk!)[0]!;
  current.texts.sk![key] = `${current.texts.sk![key]} (2026)`;
  current.definition.version = '1.1.0';
  const etag = (draft.json as { etag: string }).etag;
  // Only what a save takes: the registry refuses a body with any other property (the draft's etag, revision, …).
  const saved = await apiFromPage(
    page,
    '/api/definitions/questionnaire-b/draft',
    'PUT',
    { definition: current.definition, texts: current.texts },
    { 'if-match': etag },
  );
  expect(saved.status).toBe(200);
  const proposed = await apiFromPage(page, '/api/changes', 'POST', {
    reason: 'Goals titled for 2026',
    reference: 'TICKET-20',
    items: [{ definitionId: 'questionnaire-b' }],
  });
  const first = (proposed.json as { id: number }).id;
  expect((await apiFromPage(approver, `/api/changes/${first}/reviews`, 'POST', { decision: 'approve' })).status).toBe(
    200,
  );
  expect((await apiFromPage(approver, `/api/changes/${first}/publication`, 'POST', {})).status).toBe(200);

  // The author opens b-goals' history and proposes version 1 again.
  await pressByKeyboard(page, page.getByRole('link', { name: en('wfNavHistory') }));
  const definition = page.getByRole('combobox', { name: en('wfDefinition'), exact: true });
  await tabTo(page, definition);
  await definition.selectOption('questionnaire-b');
  await pressByKeyboard(page, page.getByRole('link', { name: en('wfRollbackTo', { versionNo: 1 }) }));
  await expect(page.getByRole('heading', { level: 1, name: en('wfRollbackTitle') })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    en('wfRollbackIntro', { versionNo: 1, path: 'questionnaire/b-goals.json', live: 2 }),
  );
  await expectNoAxeViolations(page);
  await typeByKeyboard(page, page.getByRole('textbox', { name: en('wfReason') }), 'The 2026 titles confused clients');
  await typeByKeyboard(page, page.getByRole('textbox', { name: en('wfReference') }), 'TICKET-21');
  await pressByKeyboard(page, page.getByRole('button', { name: en('wfProposeRollback') }));
  await expect(page.getByRole('heading', { level: 1, name: /^Change \d+/ })).toBeFocused();
  const rollbackId = Number(/#workflow\/changes\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('region', { name: en('wfWhat') })).toContainText(
    en('wfItemRollback', { versionNo: 1, semver: '1.0.0' }),
  );

  // The approver approves it and schedules it: a time in the past is refused beside the field, a future one taken.
  await approver.goto(`/#workflow/changes/${rollbackId}`);
  await pressByKeyboard(approver, approver.getByRole('button', { name: en('wfApprove') }));
  await expect(status(approver)).toHaveText(en('wfApprovedNow', { id: rollbackId }));
  await tabTo(approver, approver.getByRole('radio', { name: en('wfPublishNow') }));
  await approver.keyboard.press('ArrowDown');
  await expect(approver.getByRole('radio', { name: en('wfPublishAt') })).toBeChecked();
  const when = approver.getByLabel(en('wfEffectiveFrom'));
  await tabTo(approver, when);
  await when.fill('2020-01-01T09:00');
  await pressByKeyboard(approver, approver.getByRole('button', { name: en('wfPublishAtButton') }));
  await expect(approver.getByText(en('wfTimePast'))).toBeVisible();
  await expect(when).toBeFocused();
  await expectNoAxeViolations(approver);
  await when.fill('2030-01-01T09:00');
  await pressByKeyboard(approver, approver.getByRole('button', { name: en('wfPublishAtButton') }));
  await expect(status(approver)).toHaveText(/^Change \d+ published: live from .*2030/);

  // The history: version 1 scheduled again (a rollback), version 2 still live until then.
  await approver.goto('/#workflow/history/questionnaire-b');
  const entries = approver.getByRole('main').getByRole('listitem');
  const scheduled = entries.filter({ has: approver.getByRole('heading', { name: /^Version 1 / }) }).first();
  await expect(scheduled).toContainText(en('wfStateScheduled'));
  await expect(scheduled).toContainText(en('wfRollbackChip'));
  await expect(scheduled).toContainText('The 2026 titles confused clients');
  await expect(entries.filter({ has: approver.getByRole('heading', { name: /^Version 2 / }) })).toContainText(
    en('wfStateLive'),
  );
  await expectNoAxeViolations(approver);
});
