import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { sections } from '../../src/flows/questionnaire/sections';
import { prefillFrom } from '../../src/flows/questionnaire-update/prefill';
import UpdateQuestionnaireScreen from '../../src/flows/questionnaire-update/update-questionnaire-screen';
import { SEED } from '../../src/sandbox/seed';
import { withScreenSandbox } from '../support/screen-sandbox';
import { problemsOf } from './problems-of';
import { renderScreen } from '../support/render-screen';

const sandboxOf = withScreenSandbox();
const lastAnswers = () => sandboxOf().store.clients.get(SEED.client.id)?.lastQuestionnaire?.answers ?? [];
const answerText = (slug: string, value: string) => i18next.t(`questionnaire.${slug[0]}.${slug}.answers.${value}`);

/** The questions shown in the current section and the answers ticked in each, as a person sees them. */
function ticked(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const group of document.querySelectorAll<HTMLElement>(
    '[id^="field__"][role="radiogroup"], [id^="field__"].MuiFormGroup-root',
  )) {
    const slug = group.id.replace(/^field__/, '');
    found[slug] = [...group.querySelectorAll('input:checked')].map(
      (input) => input.closest('label')?.textContent ?? '',
    );
  }
  return found;
}

describe('the seeded client’s last questionnaire (src/sandbox/seed.ts)', () => {
  it('is a consistent answer set: every section passes as it is, with nothing the conditions would hide', () => {
    const data = prefillFrom(sections, lastAnswers());
    for (const section of sections)
      expect({ id: section.id, problems: problemsOf(section, data[section.id] ?? {}, '2025-06-15') }).toEqual({
        id: section.id,
        problems: [],
      });
    expect(lastAnswers().filter((a) => a.question.startsWith('e'))).toEqual([
      { question: 'e1', values: ['yes'], version: '1.0.0' },
      { question: 'e2', values: ['sfdr'], version: '1.0.0' },
      { question: 'e3_sfdr', values: ['20'], version: '1.0.0' },
    ]);
    expect(lastAnswers().find((a) => a.question === 'd2')).toMatchObject({
      values: ['2000_5000'],
      text: expect.any(String),
    });
  });
});

describe('the update questionnaire screen against the sandbox (SPEC §4 update flow)', () => {
  it('shows the last questionnaire’s answers in every section, and sends them back unchanged when nothing was changed', async () => {
    const user = userEvent.setup();
    const last = lastAnswers();
    renderScreen(<UpdateQuestionnaireScreen />, '/sk/investment-questionnaire/sandbox-questionnaire', {
      route: '/:lang/investment-questionnaire/:token?',
    });
    for (const [index, section] of sections.entries()) {
      await screen.findByText(`Časť ${index + 1} z 5`, {}, { timeout: 20_000 });
      const expected = Object.fromEntries(
        last
          .filter((a) => section.id.endsWith(`-${a.question[0]}`))
          .map((a) => [a.question, a.values.map((v) => answerText(a.question, v))]),
      );
      // The section's questions come once its validators have loaded (a chunk per section).
      await waitFor(() =>
        expect({ section: section.id, ticked: ticked() }).toEqual({ section: section.id, ticked: expected }),
      );
      if (section.id === 'questionnaire-d') {
        expect(screen.getByRole('textbox', { name: /V akej oblasti pracujete/ })).toHaveValue(
          last.find((a) => a.question === 'd2')?.text,
        );
      }
      await user.click(
        screen.getByRole('button', { name: index < sections.length - 1 ? 'Ďalšia časť' : 'Odoslať dotazník' }),
      );
    }
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sk/questionnaire-evaluation/'), {
      timeout: 15_000,
    });
    const pending = [...sandboxOf().store.pendingQuestionnaires.values()];
    expect(pending).toHaveLength(1);
    // As sent, each answer naming the section version it was given on (issue 21: the bundled ones, no store here).
    expect(pending[0]?.answers).toEqual(
      last.map((answer) => ({
        ...answer,
        definition_version: answer.version,
        definition_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      })),
    );
    expect(await sandboxOf().requestCount('newQuestionnaire')).toBe(1);
  }, 150_000);
});
