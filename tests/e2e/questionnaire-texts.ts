import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { chooseLanguage, loginThroughUi } from './journey';
import bgEngine from '../../locales/bg/engine.json' with { type: 'json' };
import bgErrors from '../../locales/bg/errors.json' with { type: 'json' };
import bgQuestionnaire from '../../locales/bg/questionnaire.json' with { type: 'json' };
import bgFlow from '../../locales/bg/questionnaireFlow.json' with { type: 'json' };
import bgUpdate from '../../locales/bg/questionnaireUpdate.json' with { type: 'json' };
import enEngine from '../../locales/en/engine.json' with { type: 'json' };
import enErrors from '../../locales/en/errors.json' with { type: 'json' };
import enQuestionnaire from '../../locales/en/questionnaire.json' with { type: 'json' };
import enFlow from '../../locales/en/questionnaireFlow.json' with { type: 'json' };
import enUpdate from '../../locales/en/questionnaireUpdate.json' with { type: 'json' };
import skEngine from '../../locales/sk/engine.json' with { type: 'json' };
import skErrors from '../../locales/sk/errors.json' with { type: 'json' };
import skQuestionnaire from '../../locales/sk/questionnaire.json' with { type: 'json' };
import skFlow from '../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import skUpdate from '../../locales/sk/questionnaireUpdate.json' with { type: 'json' };

export type Lang = 'sk' | 'en' | 'bg';
export const LANGS: readonly Lang[] = ['sk', 'en', 'bg'];

// The texts a person reads in the questionnaire, from locales/{lang}/*.json (the keys are checked for all three
// languages by tests/locales.test.ts; what the Slovak texts say is checked by the component tests).
const locales = {
  sk: { questions: skQuestionnaire, flow: skFlow, update: skUpdate, errors: skErrors, engine: skEngine },
  en: { questions: enQuestionnaire, flow: enFlow, update: enUpdate, errors: enErrors, engine: enEngine },
  bg: { questions: bgQuestionnaire, flow: bgFlow, update: bgUpdate, errors: bgErrors, engine: bgEngine },
};

type Tree = { readonly [key: string]: string | Tree };
const at = (tree: Tree, path: string): string => {
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  if (typeof found !== 'string') throw new Error(`no text at ${path}`);
  return found;
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The questionnaire's texts in a language. */
export function textsIn(lang: Lang) {
  const { questions, flow, update, errors, engine } = locales[lang];
  return {
    part: (n: number) => fill(flow.progress, { current: n, total: 5 }),
    next: flow.next,
    finish: flow.finish,
    start: flow.start,
    back: engine.back,
    profile: new RegExp(`^${fill(flow.yourProfile, { profile: '' })}`),
    profileText: (slug: string) => at(flow.profileText as Tree, slug),
    /** An answer's text: the question's section is the first letter of its slug. */
    answer: (slug: string, value: string) => at(questions as unknown as Tree, `${slug[0]}.${slug}.answers.${value}`),
    question: (slug: string) => at(questions as unknown as Tree, `${slug[0]}.${slug}.title`),
    update,
    signFailed: errors.signFormFailed,
  };
}

export type Answers = Readonly<Record<string, string | readonly string[]>>;

/** A lead the sandbox made (POST /sandbox/leads). */
export interface SeededLead {
  id: string;
  email: string;
  password: string;
}

/**
 * A new lead at the questionnaire, logged in through the login screen in `lang`, who pressed "Start" on its
 * introduction: the first part is shown.
 */
export async function startQuestionnaire(page: Page, lang: Lang = 'sk'): Promise<SeededLead> {
  const lead = (await (
    await page.request.post('/sandbox/leads', { data: { at: 'questionnaire', lang } })
  ).json()) as SeededLead;
  await page.goto('/login');
  if (lang !== 'sk') await chooseLanguage(page, lang);
  await loginThroughUi(page, lead.email, lead.password, lang);
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await page.getByRole('link', { name: textsIn(lang).start }).click();
  await expect(page.getByText(textsIn(lang).part(1), { exact: true })).toBeVisible();
  return lead;
}

/** A question's answers on the page (RJSF gives the group of radios or checkboxes the question's field id). */
export const questionOn = (page: Page, slug: string) => page.locator(`#field__${slug}`);

/** Answers questions of the shown section as a person does: a single choice clicked, a multiple choice ticked. */
export async function answerOn(page: Page, lang: Lang, answers: Answers): Promise<void> {
  const t = textsIn(lang);
  for (const [slug, value] of Object.entries(answers)) {
    if (typeof value === 'string')
      await questionOn(page, slug)
        .getByRole('radio', { name: t.answer(slug, value), exact: true })
        .check();
    else
      for (const one of value)
        await questionOn(page, slug)
          .getByRole('checkbox', { name: t.answer(slug, one), exact: true })
          .check();
  }
}

/** Checks that the shown section has exactly these answers chosen (what survived going back and forward). */
export async function expectAnswered(page: Page, lang: Lang, answers: Answers): Promise<void> {
  const t = textsIn(lang);
  for (const [slug, value] of Object.entries(answers)) {
    const chosen = questionOn(page, slug)
      .locator('label')
      .filter({ has: page.locator('input:checked') });
    await expect(chosen).toHaveText((typeof value === 'string' ? [value] : value).map((one) => t.answer(slug, one)));
  }
}

export interface SentAnswer {
  question: string;
  values: string[];
  text?: string;
  version: string;
}

/** The answer list a form request carried as its `odpovede` field (URL-encoded form). */
export function odpovedeOf(postData: string | null): SentAnswer[] {
  return JSON.parse(new URLSearchParams(postData ?? '').get('odpovede') ?? '[]') as SentAnswer[];
}

/** The last signed questionnaire of the client a link belongs to, as the provider keeps it (through its API). */
export async function lastQuestionnaireOf(request: APIRequestContext, email: string): Promise<SentAnswer[]> {
  // A link works once: a fresh one of the client's (POST /sandbox/client-links), not the one the page opens.
  const fresh = await request.post('/sandbox/client-links', { data: { email } });
  const linkToken = ((await fresh.json()) as { link_tokens: { questionnaire_info: string } }).link_tokens
    .questionnaire_info;
  const auth = await request.post('/production/v1/authentication', { data: { token: linkToken } });
  const { authorization_token: token } = (await auth.json()) as { authorization_token: string };
  const last = await request.get('/production/v1/client_zone/investment_questionnaire/last_questionnaire', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await last.json()) as { answers: SentAnswer[] }).answers;
}
