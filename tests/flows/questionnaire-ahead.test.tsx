import { act, screen } from '@testing-library/react';
import { Activity } from 'react';
import { callApi, keepLeadToken, profileStore, requestOnboardingToken } from '../../src/api';
import QuestionnaireScreen, { prepareAhead } from '../../src/flows/questionnaire/questionnaire-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';

const sandboxOf = withScreenSandbox();

beforeEach(async () => {
  await sandboxOf().control('leads', { at: 'questionnaire', email: 'vopred@example.sk' });
  await requestOnboardingToken();
  const login = await callApi('login', { body: { email: 'vopred@example.sk', password: 'Sandbox123' } });
  keepLeadToken(login);
  profileStore.set({ ...login, intermediary: false });
});

const inActivity = (mode: 'hidden' | 'visible') => (
  <Activity mode={mode}>
    <QuestionnaireScreen />
  </Activity>
);

// Issue 24: the questionnaire is rendered ahead of its introduction, hidden (React's Activity), where no effect runs.
// Its versions and first section came in effects, so that render was only the placeholder and the first section's
// 600 components mounted after the press on "Start". Once what it needs ahead is there (its module's prepareAhead,
// which KeptScreens waits for), the hidden render is the first section itself, and showing it mounts nothing new.
test('the questionnaire rendered ahead, hidden, is its first section; shown, it is that same form', async () => {
  await prepareAhead();
  const { rerender } = renderScreen(inActivity('hidden'), '/steps/questionnaire');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const question = document.getElementById('field__a1');
  expect(question).not.toBeNull();
  expect(screen.getByText('Časť 1 z 5')).not.toBeVisible();

  rerender(inActivity('visible'));
  expect(screen.getByText('Časť 1 z 5')).toBeVisible();
  expect(document.getElementById('field__a1')).toBe(question);
  // The pin made as it shows names the same versions: the screen stays as it is.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.getElementById('field__a1')).toBe(question);
  expect(screen.queryByRole('progressbar', { name: /Načítava/ })).toBeNull();
});
