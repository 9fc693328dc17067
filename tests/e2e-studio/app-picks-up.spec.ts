import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { contentSecurityPolicy } from '../../build/csp';
import { type CspReport, watchCsp } from '../e2e/csp';
import { chooseLanguage, loginThroughUi } from '../e2e/journey';
import { type Answers, odpovedeOf, questionOn, textsIn } from '../e2e/questionnaire-texts';
import { requestCount } from '../e2e/sandbox';
import { BALANCED_ANSWERS } from '../e2e/steps/questionnaire';
import { answerOf, bgPreview, dataDir, openDefinition, readData } from './studio-page';

// The scratch working tree and the app's own dev server running from it (playwright.studio.config.ts): what the
// studio saves there, the running app must show without a restart.
const appOrigin = process.env.STUDIO_E2E_APP_ORIGIN ?? '';
const SECTION = 'schemas/questionnaire/b-goals.json';
const EDITED = [
  SECTION,
  'locales/sk/questionnaire.json',
  'locales/en/questionnaire.json',
  'locales/bg/questionnaire.json',
];
const versionOf = (path: string) => (JSON.parse(readData(path)) as { version: string }).version;
const nextPatch = (version: string) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
/** Each section's version as the tree holds it, by the section's letter (a question's slug starts with it). */
const sectionVersions = () =>
  new Map(
    readdirSync(join(dataDir, 'schemas/questionnaire')).map((name) => [
      name[0],
      versionOf(`schemas/questionnaire/${name}`),
    ]),
  );

// The other specs edit the same tree after this one and expect the files as the repository has them: put back
// what this test changed.
const saved = new Map<string, string>();
test.beforeAll(() => {
  expect(dataDir, 'STUDIO_DATA_DIR is set by the config').not.toBe('');
  expect(appOrigin, 'STUDIO_E2E_APP_ORIGIN is set by the config').not.toBe('');
  for (const path of EDITED) saved.set(path, readData(path));
});
test.afterAll(() => {
  for (const [path, text] of saved) writeFileSync(join(dataDir, path), text);
});

// The app's pages, in a context of their own on the scratch app's origin, watched for CSP violations as the app's
// end-to-end tests are (tests/e2e/fixtures.ts); the dev server's policy carries its per-start script nonce.
let app: BrowserContext | undefined;
let csp: CspReport | undefined;
const isDevPolicy = (header: string | undefined) =>
  header?.replace(/ 'nonce-[A-Za-z0-9+/=]+'/, '') === contentSecurityPolicy(undefined, [], false);
test.afterEach(async () => {
  await app?.close();
  expect(csp?.violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
  expect(csp?.unprotected, 'pages served without the app’s Content-Security-Policy').toEqual([]);
});

/**
 * Answers questions of the shown section in Bulgarian, as tests/e2e's answerOn does, but makes sure each choice
 * holds: on the dev server (development React, a busy machine) the form hands its changes over in transitions, a
 * choice may show a moment after the click, and a click right after the previous one was now and then undone
 * (a person would click again; so does this).
 */
async function answer(page: Page, answers: Answers, texts: Readonly<Record<string, string>> = {}): Promise<void> {
  const t = textsIn('bg');
  for (const [slug, value] of Object.entries(answers)) {
    const role = typeof value === 'string' ? 'radio' : 'checkbox';
    for (const one of typeof value === 'string' ? [value] : value) {
      const choice = questionOn(page, slug).getByRole(role, {
        name: texts[`${slug}.${one}`] ?? t.answer(slug, one),
        exact: true,
      });
      await expect(async () => {
        if (!(await choice.isChecked())) await choice.click();
        await expect(choice).toBeChecked({ timeout: 3_000 });
      }).toPass();
    }
  }
}

/** A Bulgarian prospect of the scratch app, logged in at the questionnaire's introduction (the sandbox makes one). */
async function prospectAtQuestionnaire(page: Page): Promise<void> {
  await page.request.post('/sandbox/reset');
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'bg' } })
  ).json()) as { email: string; password: string };
  // The first page load of a fresh dev server pre-bundles the app's dependencies: give it time.
  await page.goto('/login');
  await chooseLanguage(page, 'bg');
  // Logging in again if the first try stayed on the login screen (the dev server on a busy machine, see answer()).
  await expect(async () => {
    if (new URL(page.url()).pathname === '/login') await loginThroughUi(page, lead.email, lead.password, 'bg');
    await expect(page).toHaveURL('/steps/questionnaire-info', { timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
}

test('save an answer’s new points and Bulgarian text in the studio: the running app shows the text and sends the new version', async ({
  page,
  browser,
}) => {
  const t = textsIn('bg');
  const oldText = t.answer('b1', 'max_growth');
  const newText = 'Максимален растеж, дори с голям риск';
  const version = versionOf(SECTION);
  const newVersion = nextPatch(version);
  const [a = {}, b = {}, c = {}, d = {}, e = {}] = BALANCED_ANSWERS.sections;

  // A Bulgarian prospect in the running app reaches the section: the answer's text as it is now.
  app = await browser.newContext({ baseURL: appOrigin });
  csp = await watchCsp(app, appOrigin, isDevPolicy);
  const prospect = await app.newPage();
  await prospectAtQuestionnaire(prospect);
  await prospect.getByRole('link', { name: t.start }).click();
  await expect(prospect).toHaveURL('/steps/questionnaire');
  await answer(prospect, a);
  await prospect.getByRole('button', { name: t.next }).click();
  await expect(prospect.getByText(t.part(2), { exact: true })).toBeVisible();
  await expect(questionOn(prospect, 'b1').getByRole('radio', { name: oldText, exact: true })).toBeVisible();

  // Compliance changes the answer's points and Bulgarian text in the studio and saves: a new version.
  await openDefinition(page, SECTION);
  await answerOf(page, 'b1', 'max_growth').getByLabel('Points').fill('12');
  await answerOf(page, 'b1', 'max_growth').getByLabel('Bulgarian text').fill(newText);
  await expect(bgPreview(page).getByRole('radio', { name: newText })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 2 files' })).toContainText(
    `questionnaire/b-goals.json ${version} → ${newVersion}`,
  );
  expect(versionOf(SECTION)).toBe(newVersion);

  // The app's dev server sees the saved files and reloads the page, no restart: the introduction is shown again
  // (SPEC's guard), and Start continues at part B, part A's answers kept across the reload (sealed drafts).
  await expect(prospect.getByRole('link', { name: t.start })).toBeVisible();
  await prospect.getByRole('link', { name: t.start }).click();
  await expect(prospect.getByText(t.part(2), { exact: true })).toBeVisible();
  // The new text on the section's screen, the old one gone. The screen's validators were recompiled too (build/
  // vite-plugin-validators.ts): a form whose schema differs from the compiled one throws instead of rendering.
  const b1 = questionOn(prospect, 'b1');
  await expect(b1.getByRole('radio', { name: newText, exact: true })).toBeVisible();
  await expect(b1.getByRole('radio', { name: oldText, exact: true })).toHaveCount(0);
  // The balanced prospect, except that B1 is the answer just edited.
  await answer(prospect, { ...b, b1: 'max_growth' }, { 'b1.max_growth': newText });
  await prospect.getByRole('button', { name: t.next }).click();
  await expect(prospect.getByText(t.part(3), { exact: true })).toBeVisible();
  await answer(prospect, c);
  await prospect.getByRole('button', { name: t.next }).click();
  await expect(prospect.getByText(t.part(4), { exact: true })).toBeVisible();
  await answer(prospect, d);
  await prospect
    .getByRole('textbox', { name: new RegExp(`^${t.question('d2_activity')}`) })
    .fill(BALANCED_ANSWERS.activity);
  await prospect.getByRole('button', { name: t.next }).click();
  await expect(prospect.getByText(t.part(5), { exact: true })).toBeVisible();
  await answer(prospect, e);

  // The provider receives every answer with the version of the section the person saw: the new one for B.
  const sent = prospect.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
  await prospect.getByRole('button', { name: t.finish }).click();
  const odpovede = odpovedeOf((await sent).postData());
  await expect(prospect).toHaveURL('/steps/questionnaire-evaluation');
  await expect(prospect.getByText(t.profileText(BALANCED_ANSWERS.profile))).toBeVisible();
  expect(await requestCount(prospect.request, 'questionnaire')).toBe(1);
  // Named by the edited content's hash too (issue 21): the sandbox knows it from the files as they are now.
  expect(odpovede.find((answer) => answer.question === 'b1')).toEqual({
    question: 'b1',
    values: ['max_growth'],
    version: newVersion,
    definition_version: newVersion,
    definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  const versions = sectionVersions();
  expect(odpovede.length).toBeGreaterThan(20);
  for (const answer of odpovede) expect(answer.version, answer.question).toBe(versions.get(answer.question[0] ?? ''));
  expect(new Set(odpovede.filter((answer) => answer.question.startsWith('b')).map((answer) => answer.version))).toEqual(
    new Set([newVersion]),
  );
});
