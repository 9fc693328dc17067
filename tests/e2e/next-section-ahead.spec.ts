import { expect, test } from './fixtures';
import { loginThroughUi } from './journey';
import { type SeededLead, startQuestionnaire, textsIn } from './questionnaire-texts';

// The next part's code is fetched while the current part is answered (issue 21), not as the part opens: the
// questionnaire's first route carries only what its first part needs (issue 9's budget, issue 21's "no more
// JavaScript on the first route"), and a person who only looks fetches nothing more.
test('the second part of the questionnaire is fetched once the person answers the first, not before', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const partB = () => fetched.filter((path) => /\/questionnaire-b-[\w-]+\.js$/.test(path));
  await startQuestionnaire(page);
  await page.waitForLoadState('networkidle');
  expect(partB()).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(partB).toHaveLength(1);
});

// Issue 24: the first part's code comes while the introduction is read, so "Start" waits for nothing (it was fetched
// after the click, with no publication store: about 600 ms in the journey's trace).
test('the first part of the questionnaire is fetched on its introduction, before "Start"', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang: 'sk' } })
  ).json()) as SeededLead;
  await page.goto('/login');
  await loginThroughUi(page, lead.email, lead.password, 'sk');
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await expect(page.getByRole('link', { name: textsIn('sk').start })).toBeVisible();
  await expect.poll(() => fetched.filter((path) => /\/questionnaire-a-[\w-]+\.js$/.test(path))).toHaveLength(1);
});
