import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOn, startQuestionnaire, textsIn } from './questionnaire-texts';
import { JOURNEY_TEXTS, loginThroughUi } from './journey';
import { lastCodeSentTo } from './sandbox';
import { chooseDocuments } from './steps/documents';
import { LOCALE_TEXTS } from './steps/locale-texts';
import { BALANCED_ANSWERS } from './steps/questionnaire';
import { RESULT_PAGE, verifyWith } from './steps/verification';

// Issue 24: nothing the next screen needs is fetched after the click that leads there, when it could have come
// before. The questionnaire's evaluation (its code, its texts, the risk profiles) came only after the provider's
// answer to "Finish" (the questionnaire's routes are at their budget, so it is not fetched as they open): it is
// fetched on the questionnaire's last section now, in the onboarding and in an existing client's update.

/** Every request of the page, in order, by its path. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const EVALUATION = /\/(questionnaire-evaluation-screen|adviser-review-notice|riskPicture)-[\w-]+\.js$|\/risk_profiles$/;
const UPDATE_EVALUATION =
  /\/(update-evaluation-screen|sign-with-code|adviser-review-notice|riskPicture|profileChange)-[\w-]+\.js$|\/risk_profiles$/;

test('the evaluation is fetched on the questionnaire’s last section, nothing of it after “Finish”', async ({
  page,
}) => {
  const t = textsIn('sk');
  const paths = requestsOf(page);
  await startQuestionnaire(page);
  for (const [index, answers] of BALANCED_ANSWERS.sections.entries()) {
    await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
    if (index < 4) {
      // Not while the first sections are answered: a person who leaves on them fetches no evaluation.
      expect(paths.filter((path) => EVALUATION.test(path))).toEqual([]);
    }
    await answerOn(page, 'sk', answers);
    if (index === 3)
      await page
        .getByRole('textbox', { name: new RegExp(`^${t.question('d2_activity')}`) })
        .fill(BALANCED_ANSWERS.activity);
    if (index < 4) await page.getByRole('button', { name: t.next }).click();
  }
  await expect
    .poll(() => paths.filter((path) => EVALUATION.test(path)))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/questionnaire-evaluation-screen-/),
        expect.stringMatching(/riskPicture-/),
        expect.stringMatching(/risk_profiles$/),
      ]),
    );
  await page.waitForLoadState('networkidle');
  const beforeFinish = paths.length;
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(t.profileText(BALANCED_ANSWERS.profile))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(paths.slice(beforeFinish).filter((path) => EVALUATION.test(path))).toEqual([]);
  // The evaluation, shown at once from the code fetched ahead, fetches the strategies' code in turn (a screen reached
  // from another one: it came only after the click, the focus given to its heading before anything listened).
  const strategies = /\/strategies-screen-[\w-]+\.js$/;
  await expect.poll(() => paths.filter((path) => strategies.test(path)), { timeout: 5000 }).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const beforeStrategies = paths.length;
  await page.getByRole('link', { name: LOCALE_TEXTS.sk.flow.toStrategies }).click();
  await expect(page).toHaveURL('/steps/investment-strategy');
  expect(paths.slice(beforeStrategies).filter((path) => strategies.test(path))).toEqual([]);
});

test('an existing client’s update fetches its evaluation on the last section, nothing of it after “Finish”', async ({
  page,
  request,
}) => {
  const t = textsIn('sk');
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as {
    email: string;
  };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no client link was e-mailed');
  const paths = requestsOf(page);
  await page.goto(link);
  for (const part of [1, 2, 3, 4]) {
    await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
    expect(paths.filter((path) => UPDATE_EVALUATION.test(path))).toEqual([]);
    await page.getByRole('button', { name: t.next }).click();
  }
  await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
  await expect
    .poll(() => paths.filter((path) => UPDATE_EVALUATION.test(path)))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/update-evaluation-screen-/),
        expect.stringMatching(/riskPicture-/),
        expect.stringMatching(/risk_profiles$/),
      ]),
    );
  await page.waitForLoadState('networkidle');
  const beforeFinish = paths.length;
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(t.profile)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(paths.slice(beforeFinish).filter((path) => UPDATE_EVALUATION.test(path))).toEqual([]);
  // The screen reached works as before: the code sent and the update signed.
  await page.getByRole('button', { name: t.update.sendEmail }).click();
  await page.getByRole('textbox', { name: t.update.codeLabel }).fill(await lastCodeSentTo(request, client.email));
  await page.getByRole('button', { name: t.update.sign, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.update.thankYouTitle })).toBeVisible();
});

// A multipart step is sent by XMLHttpRequest, whose code is a chunk of its own: it was fetched after the click on
// "Continue", and the upload started only once it had come (a round trip on a mobile network).
test('the upload’s code is fetched as the documents are chosen, not after “Continue”', async ({ page, request }) => {
  const d = LOCALE_TEXTS.sk.documents;
  const upload = /\/upload-request-[\w-]+\.js$/;
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'documents', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  const paths = requestsOf(page);
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/documents-upload');
  await page.waitForLoadState('networkidle');
  // Not as the screen opens: a person who only looks fetches nothing more.
  expect(paths.filter((path) => upload.test(path))).toEqual([]);
  // Chosen as a file dropped on its field would be: no key, no press.
  await chooseDocuments(page);
  await page.getByRole('textbox', { name: d.aml_info.title }).fill('Úspory zo mzdy');
  await expect.poll(() => paths.filter((path) => upload.test(path))).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const beforeContinue = paths.length;
  await page.getByRole('button', { name: d.submit, exact: true }).click();
  await expect(page).toHaveURL('/steps/contracts');
  await expect(page.getByRole('heading', { level: 1, name: LOCALE_TEXTS.sk.contracts.title })).toBeVisible();
  expect(paths.slice(beforeContinue).filter((path) => upload.test(path))).toEqual([]);
  expect(paths.slice(beforeContinue)).toContain('/production/v1/onboarding/upload-documents');
});

const REGISTRATION = /\/registration-screen-[\w-]+\.js$/;
const LOGIN = /\/login-screen-[\w-]+\.js$/;
// The code that comes after a step change from the landing: none, but the shell's footer questions below the form,
// which the landing does not show (shell-layout.tsx) and which never hold the screen back.
const AFTER_LANDING = (path: string) => path.endsWith('.js') && !/\/faq(-carousel)?-[\w-]+\.js$/.test(path);

/** The landing with its app started (by a first mouse move where no button is) and every request it made done. */
async function landingWithApp(page: Page): Promise<string[]> {
  const paths = requestsOf(page);
  await page.goto('/');
  await page.mouse.move(5, 5);
  await page.getByRole('button', { name: /^Sandbox:/ }).waitFor();
  await page.waitForLoadState('networkidle');
  return paths;
}

test('the registration’s code comes as the pointer reaches “Open an account”, nothing of it after the click', async ({
  page,
}) => {
  const t = JOURNEY_TEXTS.sk;
  const paths = await landingWithApp(page);
  // The landing alone fetches nothing of the screens it leads to: its budget is what a visitor who leaves fetches.
  expect(paths.filter((path) => REGISTRATION.test(path) || LOGIN.test(path))).toEqual([]);
  await page.getByRole('link', { name: t.openAccount }).hover();
  await expect.poll(() => paths.filter((path) => REGISTRATION.test(path))).toHaveLength(1);
  expect(paths.filter((path) => LOGIN.test(path))).toEqual([]);
  await page.waitForLoadState('networkidle');
  const beforeClick = paths.length;
  await page.getByRole('link', { name: t.openAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.registration.title })).toBeVisible();
  expect(paths.slice(beforeClick).filter(AFTER_LANDING)).toEqual([]);
});

test('a keyboard user’s focus on “Continue a registration” fetches the login’s code, nothing of it after Enter', async ({
  page,
}) => {
  const t = JOURNEY_TEXTS.sk;
  const paths = await landingWithApp(page);
  const link = page.getByRole('link', { name: 'Pokračovať v registrácii' });
  while (!(await link.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await expect.poll(() => paths.filter((path) => LOGIN.test(path))).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const beforeEnter = paths.length;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();
  expect(paths.slice(beforeEnter).filter(AFTER_LANDING)).toEqual([]);
});

test('the budget’s mouse moves on the landing reach no button: it still counts what a visitor who leaves fetches', async ({
  page,
}) => {
  // As scripts/browser-js-sizes.mjs measures the landing with the app: its viewport and its two moves.
  await page.setViewportSize({ width: 1280, height: 900 });
  const paths = requestsOf(page);
  await page.goto('/');
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await page.getByRole('button', { name: /^Sandbox:/ }).waitFor();
  await page.mouse.move(200, 300);
  await page.waitForLoadState('networkidle');
  for (const name of [JOURNEY_TEXTS.sk.openAccount, 'Pokračovať v registrácii']) {
    const box = await page.getByRole('link', { name }).boundingBox();
    for (const [x, y] of [
      [200, 300],
      [220, 320],
    ] as const)
      expect(box && x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height).toBe(false);
  }
  expect(paths.filter((path) => REGISTRATION.test(path) || LOGIN.test(path))).toEqual([]);
});

test('back from the identity provider, the documents’ code and list come while the result shows, none after “Continue”', async ({
  page,
  request,
}) => {
  const v = LOCALE_TEXTS.sk.verification;
  const DOCUMENTS = /\/documents-upload-screen-[\w-]+\.js$|\/onboarding\/documents$/;
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  const paths = requestsOf(page);
  await loginThroughUi(page, lead.email, lead.password);
  await verifyWith(page, 'sk', 'success', RESULT_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
  // A full page load, and no pointer move, key or scroll since: the person reads the result, then goes on (a tap on a
  // phone, with no hover before it).
  await expect.poll(() => paths.filter((path) => DOCUMENTS.test(path))).toHaveLength(2);
  await page.waitForLoadState('networkidle');
  const beforeContinue = paths.length;
  await page.getByRole('link', { name: v.result.continue, exact: true }).click();
  await expect(page).toHaveURL('/steps/documents-upload');
  await expect(page.getByRole('heading', { level: 1, name: LOCALE_TEXTS.sk.documents.title })).toBeVisible();
  expect(paths.slice(beforeContinue).filter((path) => DOCUMENTS.test(path))).toEqual([]);
});
