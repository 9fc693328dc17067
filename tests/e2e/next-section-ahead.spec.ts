import { expect, test } from './fixtures';
import { startQuestionnaire } from './questionnaire-texts';

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
