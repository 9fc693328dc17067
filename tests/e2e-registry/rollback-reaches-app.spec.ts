// Issue 21, "Done when": a rollback republishes the earlier version and the next prospect gets it, with nothing
// rebuilt or restarted. An approver publishes a change of section A; a prospect gets the new text. The author then
// proposes the earlier version again from the definition's history, another person approves it and publishes it in
// the studio; the next prospect reads the earlier text and the provider's sandbox receives the earlier version's
// hash. Definition this spec edits: questionnaire-a, after publish-reaches-app.spec (the same run's registry), so it
// starts from whatever version is live and rolls back to exactly that one.
import type { Page } from '@playwright/test';
import { cautiousToTheEnd } from '../e2e/answer-sets';
import type { Lang } from '../e2e/questionnaire-texts';
import {
  type AppUnderTest,
  answerToTheEnd,
  keptDefinitionsOf,
  prospectAtQuestionnaire,
  startApp,
} from './app-under-test';
import { expect, signInAs, test } from './support/registry-test';
import { apiFromPage, wordsOf } from './workflow-helpers';
import { allowing } from './support/slowdown';

const sk = wordsOf('sk');
// a4 "repaid_first": an answer the prospects below do not pick and no golden set depends on for its text.
const KEY = 'questionnaire.a.a4.answers.repaid_first';
const CHANGED = 'Pri úpadku spoločnosti sú akcionári vyplatení ako prví (zmena 2026)';

/** A cautious person's answers that no consistency rule questions (no check screen before sending). */
const SECTIONS = cautiousToTheEnd('falls');

interface VersionDetail {
  versionNo: number;
  semver: string;
  sha256: string;
  texts: Record<Lang, Record<string, string>>;
}

let app: AppUnderTest | undefined;
test.beforeAll(async () => {
  test.setTimeout(allowing(240_000));
  app = await startApp(3);
});
test.afterAll(() => app?.stop());

const a4Answer = (page: Page, text: string) =>
  page.locator('#field__a4').getByRole('radio', { name: text, exact: true });

/** The approver approves a change and publishes it now, with the studio's buttons. */
async function approveAndPublish(approver: Page, changeId: number): Promise<void> {
  await approver.goto(`/#workflow/changes/${changeId}`);
  await approver.getByRole('button', { name: sk('wfApprove') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfApprovedNow', { id: changeId }));
  await approver.getByRole('button', { name: sk('wfPublishNowButton') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfPublishedNow', { id: changeId }));
}

test('a rollback approved by another person and published reaches the next prospect and the provider', async ({
  page,
  newStaffPage,
  browser,
}) => {
  test.setTimeout(allowing(360_000));
  await signInAs(page, 'author-1');
  const earlier = (await apiFromPage(page, '/api/definitions/questionnaire-a/live')).json as VersionDetail;
  const earlierText = earlier.texts.sk[KEY];
  expect(earlierText).toBeTruthy();

  // The author's change: a new Slovak text for a4 "repaid_first", proposed through the API.
  const draft = (await apiFromPage(page, '/api/definitions/questionnaire-a/draft')).json as {
    etag: string;
    definition: { version: string };
    texts: Record<Lang, Record<string, string>>;
  };
  const { etag, ...content } = draft;
  content.definition.version = `${earlier.semver.split('.')[0]}.${Number(earlier.semver.split('.')[1]) + 1}.0`;
  content.texts.sk[KEY] = CHANGED;
  expect(
    // Only what a save takes: the registry refuses a body with any other property (the draft's etag, revision, …).
    (
      await apiFromPage(
        page,
        '/api/definitions/questionnaire-a/draft',
        'PUT',
        { definition: content.definition, texts: content.texts },
        { 'if-match': etag },
      )
    ).status,
  ).toBe(200);
  const proposed = await apiFromPage(page, '/api/changes', 'POST', {
    reason: 'Clearer answer about shareholders',
    reference: 'TICKET-21-A',
    items: [{ definitionId: 'questionnaire-a' }],
  });
  expect(proposed.status).toBe(201);
  const approver = await newStaffPage('approver');
  await approveAndPublish(approver, (proposed.json as { id: number }).id);
  const changed = (await apiFromPage(approver, '/api/definitions/questionnaire-a/live')).json as VersionDetail;
  expect(changed.versionNo).toBeGreaterThan(earlier.versionNo);

  // A prospect gets the change.
  const first = await prospectAtQuestionnaire(browser, app!, 'sk');
  await expect(a4Answer(first.page, CHANGED)).toBeVisible();
  await expect(a4Answer(first.page, earlierText!)).toHaveCount(0);
  await first.context.close();

  // The author proposes the earlier version again from the definition's history.
  await page.goto('/#workflow/history/questionnaire-a');
  await page.getByRole('link', { name: sk('wfRollbackTo', { versionNo: earlier.versionNo }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: sk('wfRollbackTitle') })).toBeVisible();
  await page.getByRole('textbox', { name: sk('wfReason') }).fill('The new wording confused clients');
  await page.getByRole('textbox', { name: sk('wfReference') }).fill('TICKET-21-B');
  await page.getByRole('button', { name: sk('wfProposeRollback') }).click();
  await expect(page).toHaveURL(/#workflow\/changes\/\d+$/);
  const rollbackId = Number(/#workflow\/changes\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('region', { name: sk('wfWhat') })).toContainText(
    sk('wfItemRollback', { versionNo: earlier.versionNo, semver: earlier.semver }),
  );

  // Another person (the approver, not the author) approves it and publishes it now.
  await approveAndPublish(approver, rollbackId);
  const live = (await apiFromPage(approver, '/api/definitions/questionnaire-a/live')).json as VersionDetail;
  expect({ versionNo: live.versionNo, sha256: live.sha256 }).toEqual({
    versionNo: earlier.versionNo,
    sha256: earlier.sha256,
  });

  // The next prospect reads the earlier text, and the provider receives the earlier version and its hash.
  const next = await prospectAtQuestionnaire(browser, app!, 'sk');
  await expect(a4Answer(next.page, earlierText!)).toBeVisible();
  await expect(a4Answer(next.page, CHANGED)).toHaveCount(0);
  const sent = await answerToTheEnd(next.page, 'sk', SECTIONS);
  const sectionA = sent.filter((answer) => ['a3', 'a4', 'a12'].includes(answer.question));
  expect(sectionA).toHaveLength(3);
  for (const answer of sectionA)
    expect(answer).toMatchObject({ definition_version: earlier.semver, definition_sha256: earlier.sha256 });
  expect(await keptDefinitionsOf(next.page, next.lead.id)).toContainEqual({
    id: 'questionnaire-a',
    version: earlier.semver,
    sha256: earlier.sha256,
  });
  await next.context.close();
});
