import balancedEmployee from '../../../schemas/golden/sets/balanced-employee.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Answers, type Lang, answerOn, textsIn } from '../questionnaire-texts';
import { type JourneyContext, checkScreen, expectStep } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

/** The sections' questions in order: a question's section is the first letter of its slug. */
const SECTION_LETTERS = ['a', 'b', 'c', 'd', 'e'] as const;

/**
 * A consistent answer set of a balanced prospect (the golden set compliance keeps, scored as risk profile 2), cut
 * into the five sections; the free text on the area of activity (`d2_activity`) is typed, not chosen.
 */
export const BALANCED_ANSWERS = {
  sections: SECTION_LETTERS.map((letter) =>
    Object.fromEntries(
      Object.entries(balancedEmployee.answers).filter(([slug]) => slug.startsWith(letter) && slug !== 'd2_activity'),
    ),
  ) as Answers[],
  activity: balancedEmployee.answers.d2_activity,
  profile: 'balanced',
} as const;

/** Answers the questionnaire's section `index` (from 0, once it is shown) as the balanced prospect does. */
export async function answerBalancedSection(page: Page, lang: Lang, index: number): Promise<void> {
  const t = textsIn(lang);
  await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
  await answerOn(page, lang, BALANCED_ANSWERS.sections[index] ?? {});
  if (index === 3)
    await page
      .getByRole('textbox', { name: new RegExp(`^${t.question('d2_activity')}`) })
      .fill(BALANCED_ANSWERS.activity);
}

/** From the questionnaire's introduction through its five sections to the evaluation, then on to the strategies. */
export async function answerQuestionnaire(journey: JourneyContext): Promise<void> {
  const { page, lang } = journey;
  const t = textsIn(lang);
  const flow = LOCALE_TEXTS[lang].flow;
  await expectStep(page, '/steps/questionnaire-info', flow.infoTitle);
  await checkScreen(journey);
  await page.getByRole('link', { name: t.start }).click();
  await expect(page).toHaveURL('/steps/questionnaire');
  await answerSectionsToStrategies(journey);
}

/** From the questionnaire's first section (shown) through the five sections and the evaluation to the strategies. */
export async function answerSectionsToStrategies(journey: JourneyContext): Promise<void> {
  const { page, lang } = journey;
  const t = textsIn(lang);
  const flow = LOCALE_TEXTS[lang].flow;
  for (const index of BALANCED_ANSWERS.sections.keys()) {
    await answerBalancedSection(page, lang, index);
    await checkScreen(journey);
    const last = index === BALANCED_ANSWERS.sections.length - 1;
    await page.getByRole('button', { name: last ? t.finish : t.next }).click();
    if (!last) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }

  await expectStep(page, '/steps/questionnaire-evaluation', flow.evaluationTitle);
  await expect(page.getByText(t.profileText(BALANCED_ANSWERS.profile))).toBeVisible();
  await checkScreen(journey);
  await page.getByRole('link', { name: flow.toStrategies }).click();
}
