import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './support/registry-test';
import { allowing } from './support/slowdown';

// A person who types into one question's card and at once ticks something in another's: both are kept, however
// quickly the click follows the last key. Nothing is saved (drafts.spec owns e-sustainability's draft), so no other
// spec meets these edits.
test.use({ locale: 'en-GB' });

const FILE = 'questionnaire/e-sustainability.json';
const DELAYS = [0, 50, 100];

const questionCard = (page: Page, slug: string) =>
  page.getByRole('region', { name: new RegExp(`^Question ${slug} \\(`) });

async function openSection(page: Page): Promise<void> {
  await signInAs(page, 'author-1');
  await page.getByRole('link', { name: 'e-sustainability.json' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(FILE) })).toBeVisible();
}

for (const delay of DELAYS)
  test(`a tick in another question ${delay} ms after the last key is kept, and so is what was typed`, async ({
    page,
  }) => {
    await page.clock.install();
    await openSection(page);
    // A new answer of e1: its empty texts are flagged in e1's card, above e2's. The flag of the last one typed goes
    // away as its text reaches the form, which the press on e2's tick does: e1's card gets shorter, e2's moves up.
    await questionCard(page, 'e1').getByRole('button', { name: 'Add an answer to e1' }).click();
    const answer = questionCard(page, 'e1').getByRole('group', { name: /^Answer 3: answer_3$/ });
    await answer.getByRole('textbox', { name: 'Slovak text' }).fill('Čiastočne');
    await answer.getByRole('textbox', { name: 'English text' }).fill('Partly');
    const bulgarian = answer.getByRole('textbox', { name: 'Bulgarian text' });
    const missing = answer.getByText(/^Missing Bulgarian text/);
    const e2Condition = page.getByRole('group', { name: 'Condition of e2', exact: true });
    const tick = e2Condition.getByRole('checkbox', { name: 'Partly (answer_3)' });
    await expect(missing).toBeVisible();
    await expect(tick).not.toBeChecked();

    // The page's own time stands still from the first key to the click, then runs again: the click comes exactly
    // `delay` ms after the last key however busy the machine is (the typed text is handed over 150 ms after it).
    // A second ahead, stretched like the run's other clocks: at a lower CPU priority under load, more than a second
    // once passed between reading the time and pausing ("Cannot fast-forward to the past").
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + allowing(1_000));
    await bulgarian.pressSequentially('Отчасти');
    await page.clock.runFor(delay);
    await tick.click();
    await page.clock.resume();

    // The click is kept, also once the checks and the preview have followed; so is the typed text.
    await expect(tick).toBeChecked();
    await expect(e2Condition.getByRole('group', { name: 'e1 is one of' })).toBeVisible();
    await expect(bulgarian).toHaveValue('Отчасти');
    await expect(missing).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'No errors. Edited:' })).toBeVisible();
    await expect(tick).toBeChecked();
    // Both reached the definition: the Bulgarian preview asks e2 after the new answer, under its new text.
    const preview = page.getByRole('region', { name: 'Preview in Bulgarian' });
    await preview.getByRole('radio', { name: 'Отчасти', exact: true }).check();
    await expect(preview.getByText('Какви видове устойчиви')).toBeVisible();
  });

test('consistency rules: an answer chosen in the next rule 0, 50 and 100 ms after the last key is kept, and so is what was typed', async ({
  page,
}) => {
  await page.clock.install();
  await signInAs(page, 'author-1');
  await page.getByRole('link', { name: 'consistency.json' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /questionnaire\/consistency\.json/ })).toBeVisible();
  const first = page.getByRole('region', { name: 'Rule no-experience-high-risk' });
  const second = page.getByRole('region', { name: 'Rule short-horizon-aggressive-goal' });
  // The first rule's reference emptied is flagged under it, above the second rule's card.
  const reference = first.getByRole('textbox', { name: /^Reference it implements/ });
  const missing = first.getByText('Name the regulation or guideline the rule implements.');
  const severities = [/\(review\)$/, /\(confirm\)$/, /\(review\)$/];

  for (const [index, delay] of DELAYS.entries()) {
    await reference.fill('');
    await expect(missing).toBeVisible();
    const typed = `ESMA35-43-3172 para ${51 + index}`;
    const answer = second.getByRole('radio', { name: severities[index] });
    // A second ahead, stretched like the run's other clocks: at a lower CPU priority under load, more than a second
    // once passed between reading the time and pausing ("Cannot fast-forward to the past").
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + allowing(1_000));
    await reference.pressSequentially(typed);
    await page.clock.runFor(delay);
    await answer.click();
    await page.clock.resume();

    await expect(answer, `chosen ${delay} ms after the last key`).toBeChecked();
    await expect(reference).toHaveValue(typed);
    await expect(missing).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'No errors. Edited:' })).toBeVisible();
    await expect(answer).toBeChecked();
  }
});

test('texts editor: a click into the next text 0, 50 and 100 ms after the last key lands there, and what was typed is kept', async ({
  page,
}) => {
  await page.clock.install();
  await signInAs(page, 'author-1');
  await page.goto('/#texts/help');
  const title = page.getByRole('group', { name: 'title', exact: true });
  const hours = page.getByRole('group', { name: 'hours', exact: true });
  // The help panel's title emptied in Bulgarian is flagged in its row, above the next row.
  const bulgarian = title.getByRole('textbox', { name: 'Bulgarian', exact: true });
  const missing = title.getByText('Missing in Bulgarian');
  const next = hours.getByRole('textbox', { name: 'English', exact: true });
  let nextText = await next.inputValue();

  for (const delay of DELAYS) {
    await bulgarian.fill('');
    await expect(missing).toBeVisible();
    // A second ahead, stretched like the run's other clocks: at a lower CPU priority under load, more than a second
    // once passed between reading the time and pausing ("Cannot fast-forward to the past").
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + allowing(1_000));
    await bulgarian.pressSequentially('Тук сме за вас');
    await page.clock.runFor(delay);
    await next.click();
    await page.clock.resume();

    await expect(next, `focused by a click ${delay} ms after the last key`).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    nextText += '!';
    await expect(next).toHaveValue(nextText);
    await expect(bulgarian).toHaveValue('Тук сме за вас');
    await expect(missing).toBeHidden();
  }
});

test('the navigation is drawn once, whole: nothing in it moves after it is shown, so a first click opens the file chosen', async ({
  page,
}) => {
  // Every layout shift of an element in a navigation, as Chromium reports it (the Layout Instability API).
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __navShifts: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('nav')) moved.push(element.textContent?.slice(0, 60) ?? '');
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signInAs(page, 'author-1');
  const link = page.getByRole('link', { name: 'e-sustainability.json' });
  await expect(link).toBeVisible();
  // Everything the studio loads after it is shown has come: the checks have answered, the texts' screens are listed.
  await expect(page.getByRole('status').filter({ hasText: 'No errors' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Help box' })).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(FILE) })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __navShifts: string[] }).__navShifts)).toEqual([]);
});
