// Issue 21, "Done when", end to end with nothing rebuilt or restarted: an approver publishes in the studio a changed
// answer text and points; a prospect who then opens the app's questionnaire sees the new text (Slovak, then English)
// and the provider's sandbox receives the new version's hash. The app is built once before the journey and served by
// vite preview with the sandbox, its /definitions/ being the very folder the registry publishes into (PUBLICATION_DIR
// of playwright.registry.config.ts; app-under-test.ts). Definition this spec edits: questionnaire-a (a-knowledge),
// which rollback-reaches-app.spec then changes and rolls back from whatever this spec left live.
import type { Page } from '@playwright/test';
import { cautiousToTheEnd } from '../e2e/answer-sets';
import { chooseLanguage } from '../e2e/journey';
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

// a3 "rises": an answer no golden set picks, so new points leave every golden set's score as it is.
const KEY = 'questionnaire.a.a3.answers.rises';
const CHANGED: Record<Lang, string> = {
  sk: 'Cena dlhopisu stúpne (2026)',
  en: 'The bond’s price rises (2026)',
  bg: 'Цената на облигацията се покачва (2026)',
};

/**
 * A cautious person's answers, section by section, that no consistency rule questions (so no check screen before
 * sending); a3 is chosen by the text the person reads.
 */
const SECTIONS = cautiousToTheEnd();

let app: AppUnderTest | undefined;
test.beforeAll(async () => {
  test.setTimeout(allowing(240_000));
  // Built once, before anything is published: the journey itself rebuilds and restarts nothing.
  app = await startApp(2);
});
test.afterAll(() => app?.stop());

const a3Answer = (page: Page, text: string) =>
  page.locator('#field__a3').getByRole('radio', { name: text, exact: true });

test('an answer text and points the approver publishes in the studio reach the next prospect and the provider', async ({
  page,
  newStaffPage,
  browser,
}) => {
  test.setTimeout(allowing(360_000));
  // The author's change (section A 1.1.0: a3 "rises" with a new text in sk, en and bg and 1 point), proposed.
  await signInAs(page, 'author-1');
  const draft = await apiFromPage(page, '/api/definitions/questionnaire-a/draft');
  const body = draft.json as {
    etag: string;
    definition: { version: string; schema: { properties: { a3: { oneOf: { const: string; points: number }[] } } } };
    texts: Record<Lang, Record<string, string>>;
  };
  body.definition.version = '1.1.0';
  body.definition.schema.properties.a3.oneOf.find((option) => option.const === 'rises')!.points = 1;
  for (const lang of ['sk', 'en', 'bg'] as const) body.texts[lang][KEY] = CHANGED[lang];
  const { etag, ...content } = body;
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
    reason: 'Clearer answer about bond prices',
    reference: 'TICKET-21',
    items: [{ definitionId: 'questionnaire-a' }],
  });
  expect(proposed.status).toBe(201);
  const changeId = (proposed.json as { id: number }).id;

  // The approver approves and publishes it now, in the studio.
  const approver = await newStaffPage('approver');
  await approver.goto(`/#workflow/changes/${changeId}`);
  await approver.getByRole('button', { name: sk('wfApprove') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfApprovedNow', { id: changeId }));
  await approver.getByRole('button', { name: sk('wfPublishNowButton') }).click();
  await expect(approver.getByTestId('workflow-status')).toHaveText(sk('wfPublishedNow', { id: changeId }));
  const live = (await apiFromPage(approver, '/api/definitions/questionnaire-a/live')).json as {
    semver: string;
    sha256: string;
  };
  expect(live.semver).toBe('1.1.0');

  // A prospect then opens the questionnaire in the app: the new text in Slovak, then in English.
  const { context, page: prospect, lead } = await prospectAtQuestionnaire(browser, app!, 'sk');
  await expect(a3Answer(prospect, CHANGED.sk)).toBeVisible();
  await chooseLanguage(prospect, 'en');
  await expect(a3Answer(prospect, CHANGED.en)).toBeVisible();

  // Answered to the end: the provider receives section A's answers with the published version and its hash.
  await a3Answer(prospect, CHANGED.en).check();
  const odpovede = await answerToTheEnd(prospect, 'en', SECTIONS);
  expect(odpovede.find((answer) => answer.question === 'a3')).toMatchObject({
    definition_version: '1.1.0',
    definition_sha256: live.sha256,
  });
  expect(await keptDefinitionsOf(prospect, lead.id)).toContainEqual({
    id: 'questionnaire-a',
    version: '1.1.0',
    sha256: live.sha256,
  });
  await context.close();
});
