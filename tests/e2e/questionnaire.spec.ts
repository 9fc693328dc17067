import type { Page } from '@playwright/test';
import { BOLD_SECTIONS, CAUTIOUS_SECTIONS } from './answer-sets';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import {
  type Answers,
  answerOn,
  expectAnswered,
  LANGS,
  type Lang,
  odpovedeOf,
  questionOn,
  textsIn,
} from './questionnaire-texts';
import { requestCount } from './sandbox';
import { openSignedIn } from './sign-in';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** Two complete people: every section A-D answered, and how each sees sustainability (section E). */
const PEOPLE = {
  // Experienced, long horizon, accepts large losses, income over 5000 EUR: ESG yes with two instruments.
  bold: {
    sections: BOLD_SECTIONS,
    activity: { sk: 'Vývoj softvéru', en: 'Software development', bg: 'Разработка на софтуер' },
    esg: { e1: 'yes', e2: ['taxonomy', 'pai'], e3_taxonomy: '20', e3_pai: '50' },
    profile: 'very_dynamic',
  },
  // Little experience, short horizon, sells on losses, income up to 2000 EUR: ESG no (after a look at "yes"). A
  // consistent set (at most 20 % of savings invested): the contradictions screen is consistency.spec.ts's.
  cautious: {
    sections: CAUTIOUS_SECTIONS,
    activity: undefined,
    esg: { e1: 'no' },
    profile: 'conservative',
  },
} as const satisfies Record<
  string,
  { sections: readonly Answers[]; activity?: Record<Lang, string>; esg: Answers; profile: string }
>;
type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

/** A registered lead who has given personal data and address, signed in (sign-in.ts), at the questionnaire's
 * introduction. */
async function openIntroduction(page: Page, lang: Lang, checkAxe: boolean): Promise<void> {
  const lead = (await (await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })).json()) as {
    email: string;
    password: string;
  };
  await openSignedIn(page, page.request, lead, '/steps/questionnaire-info', lang);
  await expect(page).toHaveURL('/steps/questionnaire-info');
  if (checkAxe) await expectNoAxeViolations(page);
}

const activityField = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: new RegExp(`^${textsIn(lang).question('d2_activity')}`) });

for (const lang of LANGS) {
  for (const [who, person] of Object.entries(PEOPLE) as [keyof typeof PEOPLE, Person][]) {
    test(`${lang}: a ${who} prospect answers the five sections (ESG ${person.esg.e1}), goes back with answers kept, and sees the evaluation`, async ({
      page,
      request,
    }) => {
      // Five sections, back and forth, on a machine shared with other runs: more than the default minute.
      test.setTimeout(180_000);
      const t = textsIn(lang);
      // axe once per screen and language: with the person who sees every part (ESG yes, the income text).
      const checkAxe = async () => {
        if (who !== 'bold') return;
        await settleAnimations(page);
        await expectNoAxeViolations(page);
      };
      await openIntroduction(page, lang, who === 'bold');
      await page.getByRole('link', { name: t.start }).click();
      await expect(page).toHaveURL('/steps/questionnaire');

      for (const [index, answers] of person.sections.entries()) {
        await expect(page.getByText(t.part(index + 1), { exact: true })).toBeVisible();
        await answerOn(page, lang, answers);
        if (person.activity && index === 3) await activityField(page, lang).fill(person.activity[lang]);
        if (index === 0 || index === 3) await checkAxe();
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      }

      await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
      const esgParts = ['e2', 'e3_taxonomy', 'e3_sfdr', 'e3_pai'];
      const shownParts = async () =>
        (
          await Promise.all(esgParts.map(async (slug) => ((await questionOn(page, slug).count()) > 0 ? [slug] : [])))
        ).flat();
      expect(await shownParts()).toEqual([]);
      // Whoever ends with "no" first looks at "yes": instruments and shares appear, then go again.
      await answerOn(page, lang, { e1: 'yes', e2: ['taxonomy', 'pai'] });
      await expect(questionOn(page, 'e3_pai')).toBeVisible();
      expect(await shownParts()).toEqual(['e2', 'e3_taxonomy', 'e3_pai']);
      await answerOn(page, lang, person.esg);
      if (person.esg.e1 === 'no') await expect(questionOn(page, 'e2')).toHaveCount(0);
      await checkAxe();

      // Back a section and forward again: the answers of both are kept.
      await page.getByRole('button', { name: t.back }).click();
      await expect(page.getByText(t.part(4), { exact: true })).toBeVisible();
      await expectAnswered(page, lang, person.sections[3] as Answers);
      if (person.activity) await expect(activityField(page, lang)).toHaveValue(person.activity[lang]);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
      await expectAnswered(page, lang, person.esg);

      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/onboarding/questionnaire'));
      await page.getByRole('button', { name: t.finish }).click();
      const odpovede = odpovedeOf((await sent).postData());
      await expect(page).toHaveURL('/steps/questionnaire-evaluation');
      await expect(page.getByText(t.profile)).toBeVisible();
      await expect(page.getByText(t.profileText(person.profile))).toBeVisible();

      // One submission with every answer given, in order, and nothing of what was hidden.
      const given = [...person.sections, person.esg].flatMap((answers) =>
        Object.entries(answers).map(([question, value]) => [
          question,
          typeof value === 'string' ? [value] : [...value],
        ]),
      );
      expect(odpovede.map((a) => [a.question, a.values])).toEqual(given);
      expect(odpovede.find((a) => a.question === 'd2')?.text).toBe(person.activity?.[lang]);
      expect(odpovede.every((a) => /^\d+\.\d+\.\d+$/.test(a.version))).toBe(true);
      expect(await requestCount(request, 'questionnaire')).toBe(1);
      await checkAxe();
    });
  }
}
