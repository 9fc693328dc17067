// The journey through the studio served by the registry, every step by keyboard, axe on every screen:
// an author changes an answer's points and its Bulgarian text and proposes it with a reason; the same author gets no
// approve button and the API answers 403; an approver sees the diff, the gates and the impact on the golden sets,
// approves and publishes; the history says who, what, when, why and who approved; a missing English text fails a
// gate and blocks approval; the auditor exports the evidence and checks the audit chain.
//
// Definitions this spec edits (no other spec does): questionnaire-d (d-finances) and questionnaire-c
// (c-risk). The answer changed is d5 "30_50" (liabilities of 30-50 %), which no golden set answers, so
// the golden sets keep their expected profiles and need no update in the same change.
import {
  apiFromPage,
  chooseStudioLanguage,
  downloadedJson,
  pressByKeyboard,
  tabTo,
  typeByKeyboard,
  wordsOf,
} from './workflow-helpers';
import { expect, expectNoAxeViolations, signInAs, staff, test } from './support/registry-test';
import type { Page } from '@playwright/test';
import { allowing } from './support/slowdown';

const sk = wordsOf('sk');
const bg = wordsOf('bg');
const en = wordsOf('en');

/** The workflow's status region (announced politely). */
const status = (page: Page) => page.getByTestId('workflow-status');

test('an answer changed, proposed, refused to its author, approved, published, on record; a missing text blocks; evidence exported', async ({
  page,
  newStaffPage,
}) => {
  // Four people one after another, each step reached by Tab: longer than the config's two minutes on a busy machine.
  test.setTimeout(allowing(300_000));
  // The author signs in (Slovak: the browser's language) and changes d5 "30_50" in d-finances: points -3 -> -2 and
  // its Bulgarian text.
  await signInAs(page, 'author-1');
  await pressByKeyboard(page, page.getByRole('link', { name: 'd-finances.json' }));
  const answer = page
    .getByRole('region', { name: new RegExp(`^${sk('questionSingle', { slug: 'd5' }).split('(')[0]}`) })
    .getByRole('group', { name: new RegExp(`^${sk('answerTitle', { n: 'X', value: '' }).split('X')[0]}\\d+: 30_50$`) });
  const points = answer.getByLabel(sk('points'), { exact: true });
  // d5 is the section's fifth question: many fields lie before it.
  await tabTo(page, points, 600);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('-2');
  const bgText = answer.getByLabel(sk('lang.bg.text'), { exact: true });
  await tabTo(page, bgText);
  await page.keyboard.press('End');
  await page.keyboard.type(' (aj záväzky z lízingu)');
  const save = page.getByRole('button', { name: sk('save'), exact: true });
  await pressByKeyboard(page, save);
  // Saved as the registry's draft, the version raised once (the save status names it, in any language).
  await expect(page.locator('#save-status')).toContainText('questionnaire/d-finances.json 1.0.0 → 1.0.1');

  // Proposes it with a reason and a reference.
  await pressByKeyboard(page, page.getByRole('link', { name: sk('wfNavPropose') }));
  await expect(page.getByRole('heading', { level: 1, name: sk('wfProposeTitle') })).toBeFocused();
  await expectNoAxeViolations(page);
  // Nothing chosen, nothing typed: each refusal is said beside its field and the focus goes to the first.
  await pressByKeyboard(page, page.getByRole('button', { name: sk('wfPropose'), exact: true }));
  await expect(page.getByText(sk('wfChooseDraft'))).toBeVisible();
  await expect(page.getByText(sk('wfReasonRequired'))).toBeVisible();
  const draft = page.getByRole('checkbox', { name: /^questionnaire\/d-finances\.json/ });
  await expect(draft).toBeFocused();
  await page.keyboard.press('Space');
  await expect(draft).toBeChecked();
  const reason = 'Záväzky 30 – 50 % príjmu vážia menej po revízii vhodnosti 2026';
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReason') }), reason);
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReference') }), 'ESMA35-43-3172 / TICKET-17');
  await pressByKeyboard(page, page.getByRole('button', { name: sk('wfPropose'), exact: true }));

  // The change's page: every gate passed, announced; the author sees no approve button, and the API refuses.
  const changeHeading = page.getByRole('heading', { level: 1, name: /^Zmena \d+/ });
  await expect(changeHeading).toBeFocused();
  const changeId = Number(/#workflow\/changes\/(\d+)$/.exec(page.url())?.[1]);
  expect(changeId).toBeGreaterThan(0);
  await expect(status(page)).toHaveText(sk('wfProposedPassed', { id: changeId }));
  await expect(page.getByRole('region', { name: sk('wfGates') })).toContainText(sk('wfGatesAllPassed'));
  await expect(page.getByRole('region', { name: sk('wfReview') })).toContainText(sk('wfYouAuthored'));
  await expect(page.getByRole('button', { name: sk('wfApprove') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const refused = await apiFromPage(page, `/api/changes/${changeId}/reviews`, 'POST', { decision: 'approve' });
  expect(refused.status).toBe(403);
  // The proposal took the author's draft: editing on begins a new draft, saved without a conflict with their own
  // proposal (the version raised once more).
  await pressByKeyboard(page, page.getByRole('link', { name: 'd-finances.json' }));
  await tabTo(page, bgText, 600);
  await page.keyboard.press('End');
  await page.keyboard.type(' 2');
  await pressByKeyboard(page, save);
  await expect(page.locator('#save-status')).toContainText('questionnaire/d-finances.json 1.0.1 → 1.0.2');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The approver signs in, switches the studio to Bulgarian, finds the change in the list.
  const approver = await newStaffPage('approver');
  await chooseStudioLanguage(approver, sk, 'bg');
  await pressByKeyboard(approver, approver.getByRole('link', { name: bg('wfNavChanges') }));
  await expect(approver.getByRole('heading', { level: 1, name: bg('wfChangesTitle') })).toBeFocused();
  await expectNoAxeViolations(approver);
  await pressByKeyboard(
    approver,
    approver.getByRole('link', { name: bg('wfChangeLink', { id: changeId, definitions: 'questionnaire-d' }) }),
  );
  await expect(approver.getByRole('heading', { level: 1, name: new RegExp(`^Промяна ${changeId}`) })).toBeFocused();
  // Why, what (the diff: points and the Bulgarian text), the gates and the impact on every golden set.
  const why = approver.getByRole('region', { name: bg('wfWhy') });
  await expect(why).toContainText(reason);
  await expect(why).toContainText('ESMA35-43-3172 / TICKET-17');
  await expect(why).toContainText(staff('author-1').name);
  const what = approver.getByRole('region', { name: bg('wfWhat') });
  // The server's diff lines in the approver's language (issue 23): codes the studio says in Bulgarian.
  const where = `${bg('msg.diff.answer', { slug: 'd5', value: '30_50' })}: `;
  await expect(what.getByRole('listitem').filter({ hasText: `${where}${bg('msg.diff.points')}` })).toContainText(
    '-3 → -2',
  );
  await expect(
    what.getByRole('listitem').filter({ hasText: bg('msg.diff.text', { language: bg('msg.language.bg') }) }),
  ).toContainText('(aj záväzky z lízingu)');
  await expect(approver.getByRole('region', { name: bg('wfGates') })).toContainText(bg('wfGatesAllPassed'));
  const impact = approver.getByRole('table', { name: bg('wfImpactTable') });
  await expect(impact.getByRole('row')).not.toHaveCount(1);
  await expect(impact.getByRole('rowheader', { name: /Cautious pensioner/ })).toBeVisible();
  await expectNoAxeViolations(approver);

  // Approves with a comment, then publishes now.
  await typeByKeyboard(approver, approver.getByRole('textbox', { name: bg('wfComment') }), 'Съгласно ESMA; проверено.');
  await pressByKeyboard(approver, approver.getByRole('button', { name: bg('wfApprove') }));
  await expect(status(approver)).toHaveText(bg('wfApprovedNow', { id: changeId }));
  await expect(approver.getByRole('region', { name: bg('wfReview') })).toContainText(staff('approver').name);
  await expectNoAxeViolations(approver);
  await pressByKeyboard(approver, approver.getByRole('button', { name: bg('wfPublishNowButton') }));
  await expect(status(approver)).toHaveText(bg('wfPublishedNow', { id: changeId }));
  const publication = approver.getByRole('region', { name: bg('wfPublication') });
  await expect(publication).toContainText(staff('approver').name);

  // The history: who, what (version and hash), when, why and who approved.
  await pressByKeyboard(
    approver,
    publication.getByRole('link', { name: bg('wfHistoryOf', { path: 'questionnaire/d-finances.json' }) }),
  );
  await expect(approver.getByRole('heading', { level: 1, name: bg('wfHistoryTitle') })).toBeFocused();
  const latest = approver.getByRole('listitem').filter({ has: approver.getByRole('heading', { name: /^Версия 2 / }) });
  await expect(latest).toContainText(bg('wfStateLive'));
  await expect(latest).toContainText(staff('author-1').name);
  await expect(latest).toContainText(reason);
  await expect(latest).toContainText('ESMA35-43-3172 / TICKET-17');
  await expect(latest.getByRole('definition').filter({ hasText: staff('approver').name })).toHaveCount(2);
  await expect(latest.getByRole('link', { name: bg('wfChangeTitle', { id: changeId }) })).toBeVisible();
  await expect(latest.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(approver);

  // A second author proposes a draft whose English title is empty (the studio's editor refuses to save that, so the
  // draft is saved through the API): the texts gate fails, and approval is blocked in the page and by the server.
  const author2 = await newStaffPage('author-2');
  const emptied = await author2.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/session')).json()) as { csrfToken: string };
    const draft = (await (await fetch('/api/definitions/questionnaire-c/draft')).json()) as {
      definition: { version: string };
      texts: Record<string, Record<string, string>>;
      etag: string;
    };
    const key = Object.keys(draft.texts.en!)[0]!;
    draft.texts.en![key] = '';
    const [major, minor, patch] = draft.definition.version.split('.').map(Number);
    draft.definition.version = `${major}.${minor}.${patch! + 1}`;
    const saved = await fetch('/api/definitions/questionnaire-c/draft', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': draft.etag, 'x-csrf-token': csrfToken },
      body: JSON.stringify({ definition: draft.definition, texts: draft.texts }),
    });
    return { key, status: saved.status };
  });
  expect(emptied.status).toBe(200);
  await pressByKeyboard(author2, author2.getByRole('link', { name: sk('wfNavPropose') }));
  await pressByKeyboard(author2, author2.getByRole('checkbox', { name: /^questionnaire\/c-risk\.json/ }), 'Space');
  await typeByKeyboard(author2, author2.getByRole('textbox', { name: sk('wfReason') }), 'Kratší nadpis ESG');
  await typeByKeyboard(author2, author2.getByRole('textbox', { name: sk('wfReference') }), 'TICKET-18');
  await pressByKeyboard(author2, author2.getByRole('button', { name: sk('wfPropose'), exact: true }));
  await expect(author2.getByRole('heading', { level: 1, name: /^Zmena \d+/ })).toBeFocused();
  const failingId = Number(/#workflow\/changes\/(\d+)$/.exec(author2.url())?.[1]);
  await expect(status(author2)).toHaveText(sk('wfProposedFailed', { id: failingId }));

  await approver.goto(`/#workflow/changes/${failingId}`);
  const gates = approver.getByRole('region', { name: bg('wfGates') });
  await expect(gates.getByTestId('gate-texts')).toContainText(`✗ ${bg('wfGateTexts')}: ${bg('wfGateFailed')}`);
  await expect(gates.getByTestId('gate-texts')).toContainText(
    bg('msg.lint.textMissing', { key: emptied.key, languages: bg('msg.language.en') }),
  );
  const approve = approver.getByRole('button', { name: bg('wfApprove') });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(bg('wfApproveBlocked'));
  await expectNoAxeViolations(approver);
  const blocked = await apiFromPage(approver, `/api/changes/${failingId}/reviews`, 'POST', { decision: 'approve' });
  expect(blocked).toMatchObject({ status: 409, json: { error: 'gates-failed' } });

  // The auditor (in English) exports the evidence of the published version, as JSON and as a page, and checks the
  // audit chain.
  const auditor = await newStaffPage('auditor');
  await chooseStudioLanguage(auditor, sk, 'en');
  await pressByKeyboard(auditor, auditor.getByRole('link', { name: en('wfNavHistory') }));
  const definition = auditor.getByRole('combobox', { name: en('wfDefinition'), exact: true });
  await tabTo(auditor, definition);
  await definition.selectOption('questionnaire-d');
  const exportButton = auditor.getByRole('button', { name: en('wfEvidenceJson', { versionNo: 2 }) });
  const downloading = auditor.waitForEvent('download');
  await pressByKeyboard(auditor, exportButton);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('evidence-questionnaire-d-v2.json');
  const evidence = (await downloadedJson(download)) as { sha256: string; document: Record<string, unknown> };
  expect(evidence.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(evidence.document)).toContain(reason);
  await expect(status(auditor)).toHaveText(en('wfEvidenceSaved', { versionNo: 2, sha256: evidence.sha256 }));
  await expect(auditor.getByRole('main').getByText(evidence.sha256, { exact: true })).toBeVisible();
  await expectNoAxeViolations(auditor);
  const pageOpening = auditor.context().waitForEvent('page');
  await pressByKeyboard(auditor, auditor.getByRole('link', { name: en('wfEvidencePage', { versionNo: 2 }) }));
  const evidencePage = await pageOpening;
  await expect(evidencePage.locator('body')).toContainText(reason);
  await evidencePage.close();

  await pressByKeyboard(auditor, auditor.getByRole('link', { name: en('wfNavAudit') }));
  await pressByKeyboard(auditor, auditor.getByRole('button', { name: en('wfCheckChain') }));
  await expect(status(auditor)).toHaveText(/^The chain is intact: \d+ entries checked\.$/);
  await expectNoAxeViolations(auditor);
});
