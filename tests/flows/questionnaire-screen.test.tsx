import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callApi, keepLeadToken, profileStore, requestOnboardingToken } from '../../src/api';
import QuestionnaireScreen from '../../src/flows/questionnaire/questionnaire-screen';
import { sections } from '../../src/flows/questionnaire/sections';
import { draftStore } from '../../src/flows/shared/draft-store';
import { collectQuestionDefinitions, type QuestionDefinitions } from '../../src/definition/scoring/question-points';
import { contentHash } from '../../server/registry/definitions/definition-content';
import { readRepository } from '../../server/registry/definitions/repository-files';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';

const sandboxOf = withScreenSandbox();
type User = ReturnType<typeof userEvent.setup>;

/** The answer texts a person reads, from the Slovak locale: the question's section is its slug's first letter. */
const answerText = (slug: string, value: string) => i18next.t(`questionnaire.${slug[0]}.${slug}.answers.${value}`);
/**
 * A question's answers: RJSF gives the group of radios or checkboxes the field id of the question. A question
 * that an earlier answer brings appears once the form has that answer, after the frame that shows the choice.
 */
const question = async (slug: string) =>
  within(
    await waitFor(() => {
      const node = document.getElementById(`field__${slug}`);
      if (!node) throw new Error(`question ${slug} is not shown`);
      return node;
    }),
  );
const shown = (slug: string) => document.getElementById(`field__${slug}`) !== null;
/** The questions of `slugs` on screen, once what was chosen last has reached the form. */
const shownOf = async (slugs: readonly string[], expected: readonly string[]) =>
  waitFor(() => expect(slugs.filter(shown)).toEqual(expected));
const choose = async (user: User, slug: string, value: string) =>
  user.click((await question(slug)).getByRole('radio', { name: answerText(slug, value) }));
const tick = async (user: User, slug: string, value: string) =>
  user.click((await question(slug)).getByRole('checkbox', { name: answerText(slug, value) }));
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Ďalšia časť' }));
const finish = (user: User) => user.click(screen.getByRole('button', { name: 'Odoslať dotazník' }));
const atPart = (n: number) => screen.findByText(`Časť ${n} z 5`, {}, { timeout: 10_000 });

/** Answers the shown section the way a person does: each single choice clicked, each multiple choice ticked. */
async function answer(user: User, data: Readonly<Record<string, string | readonly string[]>>): Promise<void> {
  for (const [slug, value] of Object.entries(data)) {
    if (Array.isArray(value)) for (const one of value) await tick(user, slug, one);
    else await choose(user, slug, value as string);
  }
}

/** A complete, experienced person who wants taxonomy-aligned and PAI-considering investments (every part shown). */
const bold = {
  a: {
    a1: 'university_finance',
    a2: 'finance',
    a3: 'falls',
    a4: 'ownership_risk',
    a5: 'no_value_fluctuates',
    a6: 'yes',
    a7: 'fund',
    a8: ['bonds', 'funds', 'shares', 'derivatives'],
    a9: 'over_5',
    a10: 'over_20',
    a11: 'over_25000',
    a12: 'own',
  },
  b: { b1: 'max_growth', b2: 'over_10', b3: '12', b4: 'none' },
  c: { c1: 'buy_more', c2: 'high', c3: 'over_30', c4: 'large' },
  d: { d1: 'capital', d2: 'over_5000', d3: 'over_500000', d4: 'up_to_20', d5: 'none' },
} as const;

/** Valid answers of sections A-D as the screen keeps them, to start a test at a later section. */
const drafts: Record<string, Record<string, unknown>> = {
  'questionnaire-a': { ...bold.a, a8: [...bold.a.a8] },
  'questionnaire-b': { ...bold.b },
  'questionnaire-c': { ...bold.c },
  'questionnaire-d': { ...bold.d, d2_activity: 'Vývoj softvéru' },
};
function startAt(index: number): void {
  for (const [id, data] of Object.entries(drafts)) draftStore.set(id, data);
  draftStore.set('questionnaire-progress', { index });
}

/**
 * What each answer names of its section (issue 21): the version it states and the SHA-256 the definition registry
 * computes for it (its own reading of schemas/ and locales/), the bundled definitions being the ones in effect.
 */
const repository = readRepository(process.cwd()).definitions;
const version = (id: string) => {
  const stated = sections.find((s) => s.id === id)?.version;
  const own = repository.find((d) => d.id === id);
  return { version: stated, definition_version: stated, definition_sha256: own && contentHash(own) };
};
const leadQuestionnaire = () =>
  [...sandboxOf().store.leads.values()].find((lead) => lead.email === 'dotaznik@example.sk')?.questionnaire;

beforeEach(async () => {
  // A registered lead who has given personal data and address (POST /sandbox/leads, at the questionnaire).
  await sandboxOf().control('leads', { at: 'questionnaire', email: 'dotaznik@example.sk' });
  await requestOnboardingToken();
  const login = await callApi('login', { body: { email: 'dotaznik@example.sk', password: 'Sandbox123' } });
  keepLeadToken(login);
  profileStore.set({ ...login, intermediary: false });
});

describe('the questionnaire screen against the sandbox (SPEC §3 Questionnaire, §4, §5)', () => {
  it('sends a fully answered questionnaire once as odpovede, exactly, each answer with its section’s version, and the provider scores it', async () => {
    const user = userEvent.setup();
    renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(1);
    await answer(user, bold.a);
    await next(user);
    await atPart(2);
    await answer(user, bold.b);
    await next(user);
    await atPart(3);
    await answer(user, bold.c);
    await next(user);
    await atPart(4);
    await answer(user, bold.d);
    await user.type(screen.getByRole('textbox', { name: /V akej oblasti pracujete/ }), 'Vývoj softvéru');
    await next(user);
    await atPart(5);
    await choose(user, 'e1', 'yes');
    await tick(user, 'e2', 'taxonomy');
    await tick(user, 'e2', 'pai');
    await choose(user, 'e3_taxonomy', '20');
    await choose(user, 'e3_pai', '50');
    await finish(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-evaluation'), {
      timeout: 15_000,
    });
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((key) => version(`questionnaire-${key}`));
    // What the provider received and kept (the sandbox keeps the list as sent).
    expect(leadQuestionnaire()?.answers).toEqual([
      { question: 'a1', values: ['university_finance'], ...a },
      { question: 'a2', values: ['finance'], ...a },
      { question: 'a3', values: ['falls'], ...a },
      { question: 'a4', values: ['ownership_risk'], ...a },
      { question: 'a5', values: ['no_value_fluctuates'], ...a },
      { question: 'a6', values: ['yes'], ...a },
      { question: 'a7', values: ['fund'], ...a },
      { question: 'a8', values: ['bonds', 'funds', 'shares', 'derivatives'], ...a },
      { question: 'a9', values: ['over_5'], ...a },
      { question: 'a10', values: ['over_20'], ...a },
      { question: 'a11', values: ['over_25000'], ...a },
      { question: 'a12', values: ['own'], ...a },
      { question: 'b1', values: ['max_growth'], ...b },
      { question: 'b2', values: ['over_10'], ...b },
      { question: 'b3', values: ['12'], ...b },
      { question: 'b4', values: ['none'], ...b },
      { question: 'c1', values: ['buy_more'], ...c },
      { question: 'c2', values: ['high'], ...c },
      { question: 'c3', values: ['over_30'], ...c },
      { question: 'c4', values: ['large'], ...c },
      { question: 'd1', values: ['capital'], ...d },
      { question: 'd2', values: ['over_5000'], text: 'Vývoj softvéru', ...d },
      { question: 'd3', values: ['over_500000'], ...d },
      { question: 'd4', values: ['up_to_20'], ...d },
      { question: 'd5', values: ['none'], ...d },
      { question: 'e1', values: ['yes'], ...e },
      { question: 'e2', values: ['taxonomy', 'pai'], ...e },
      { question: 'e3_taxonomy', values: ['20'], ...e },
      { question: 'e3_pai', values: ['50'], ...e },
    ]);
    expect(
      [a, b, c, d, e].every(
        (v) => /^\d+\.\d+\.\d+$/.test(v?.version ?? '') && /^[0-9a-f]{64}$/.test(v?.definition_sha256 ?? ''),
      ),
    ).toBe(true);
    // Points are not sent: the provider scores every value from the definitions of the version named on the
    // answer, so each submitted value must have its points there. 194 is the highest total (risk profile 4).
    const points: QuestionDefinitions = sections.reduce(
      (found, section) => collectQuestionDefinitions(section, found),
      new Map(),
    );
    for (const sent of leadQuestionnaire()?.answers ?? []) {
      const defined = points.get(sent.question);
      expect({
        question: sent.question,
        version: defined?.version,
        pointed: sent.values.every((v) => defined?.options.some((o) => o.value === v && Number.isInteger(o.points))),
      }).toEqual({
        question: sent.question,
        version: sent.version,
        pointed: true,
      });
    }
    expect(leadQuestionnaire()).toMatchObject({ points: 194, riskProfileId: 4 });
    expect(profileStore.get()).toMatchObject({ risk_profile_id: 4, referrer_url: 4 });
    expect(await screen.findByText('Dotazník bol uložený')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('questionnaire')).toBe(1);
  }, 150_000);

  it('asks for the ESG instruments only after “yes”, and each share only for its chosen instrument; hidden answers are not sent', async () => {
    const user = userEvent.setup();
    startAt(4);
    renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(5);
    const esg = ['e2', 'e3_taxonomy', 'e3_sfdr', 'e3_pai'];
    await shownOf(esg, []);
    await choose(user, 'e1', 'no');
    await shownOf(esg, []);
    await choose(user, 'e1', 'yes');
    await shownOf(esg, ['e2']);
    await tick(user, 'e2', 'taxonomy');
    await shownOf(esg, ['e2', 'e3_taxonomy']);
    await tick(user, 'e2', 'sfdr');
    await shownOf(esg, ['e2', 'e3_taxonomy', 'e3_sfdr']);
    await choose(user, 'e3_taxonomy', '50');
    await choose(user, 'e3_sfdr', 'dont_care');
    await tick(user, 'e2', 'taxonomy');
    await shownOf(esg, ['e2', 'e3_sfdr']);
    await tick(user, 'e2', 'pai');
    await shownOf(esg, ['e2', 'e3_sfdr', 'e3_pai']);
    await choose(user, 'e3_pai', '20');
    // "No" after all: instruments and shares disappear and are neither sent nor scored.
    await choose(user, 'e1', 'no');
    await shownOf(esg, []);
    await finish(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-evaluation'), {
      timeout: 15_000,
    });
    const sent = leadQuestionnaire()?.answers ?? [];
    expect(sent.filter((a) => a.question.startsWith('e'))).toEqual([
      { question: 'e1', values: ['no'], ...version('questionnaire-e') },
    ]);
    expect(sent).toHaveLength(26);
    expect(leadQuestionnaire()?.points).toBe(194);
  }, 60_000);

  it('lets a1, a2 and the ESG instruments be left empty, and the questionnaire still goes on', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(1);
    const { a1: _a1, a2: _a2, ...required } = bold.a;
    await answer(user, required);
    await next(user);
    await atPart(2);
    unmount();

    // The last section, the earlier ones answered without a1 and a2: ESG "yes" without naming an instrument.
    startAt(4);
    draftStore.set('questionnaire-a', { ...required, a8: [...required.a8] });
    renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(5);
    await choose(user, 'e1', 'yes');
    await finish(user);
    // "Yes" with no instrument named is allowed, and goes to an adviser: the contradictions screen lists it for
    // review, with nothing to confirm, and the answers are sent from there.
    await screen.findByRole('heading', { level: 1, name: i18next.t('consistency.title') }, { timeout: 15_000 });
    const forReview = screen.getByRole('region', { name: i18next.t('consistency.screen.toReview') });
    expect(within(forReview).getByRole('article')).toHaveAccessibleName(
      i18next.t('consistency.rules.sustainability-without-kind.title'),
    );
    expect(screen.queryByRole('region', { name: i18next.t('consistency.screen.toConfirm') })).toBeNull();
    await user.click(screen.getByRole('button', { name: i18next.t('consistency.screen.send') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-evaluation'), {
      timeout: 15_000,
    });
    const sent = (leadQuestionnaire()?.answers ?? []).map((a) => a.question);
    expect(sent.filter((q) => ['a1', 'a2', 'e1', 'e2'].includes(q))).toEqual(['e1']);
    expect(sent).toHaveLength(24);
  }, 60_000);

  it('asks for the area of activity only for the two higher income bands, as a required field with its message beside it', async () => {
    const user = userEvent.setup();
    startAt(3);
    draftStore.set('questionnaire-d', { ...bold.d, d2: 'up_to_2000' });
    renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(4);
    const activity = () => screen.queryByRole('textbox', { name: /V akej oblasti pracujete/ });
    expect(activity()).toBeNull();
    await choose(user, 'd2', '2000_5000');
    await waitFor(() => expect(activity()).toBeInTheDocument());
    await choose(user, 'd2', 'up_to_2000');
    await waitFor(() => expect(activity()).toBeNull());
    await choose(user, 'd2', 'over_5000');
    const field = await screen.findByRole('textbox', { name: /V akej oblasti pracujete/ });
    await next(user);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Toto pole je povinné\./));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Časť 4 z 5')).toBeInTheDocument();
    await user.type(field, 'Stavebníctvo');
    // A lower band after all: the text stays behind, unasked and unsent.
    await choose(user, 'd2', 'up_to_2000');
    await next(user);
    await atPart(5);
    await choose(user, 'e1', 'no');
    await finish(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-evaluation'), {
      timeout: 15_000,
    });
    expect(leadQuestionnaire()?.answers.find((a) => a.question === 'd2')).toEqual({
      question: 'd2',
      values: ['up_to_2000'],
      ...version('questionnaire-d'),
    });
  }, 60_000);

  it('does not take “none” together with instruments invested in (a8), saying so beside the question', async () => {
    const user = userEvent.setup();
    startAt(0);
    renderScreen(<QuestionnaireScreen />, '/steps/questionnaire');
    await atPart(1);
    await tick(user, 'a8', 'none');
    await next(user);
    const message = await screen.findByText('Možnosť „Do žiadneho z nich“ sa nedá zvoliť spolu s inými nástrojmi.');
    expect(document.getElementById('field__a8')?.closest('.MuiFormControl-root')).toContainElement(message);
    expect(screen.getByText('Časť 1 z 5')).toBeInTheDocument();
    for (const value of bold.a.a8) await tick(user, 'a8', value);
    await next(user);
    await atPart(2);
    expect(await sandboxOf().requestCount('questionnaire')).toBe(0);
  }, 60_000);
});
