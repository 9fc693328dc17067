import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { withSandbox } from '../../../../tests/support/sandbox-server';
import { AUTH_COOKIE, LEAD_COOKIE, clearToken, profileStore, readToken, requestOnboardingToken } from '../../../api';
import { configureDefinitionsStore } from '../../shared/definitions-runtime/load-manifest';
import { draftStore } from '../../shared/draft-store';
import LoginScreen from '../login-screen';
import { i18nWithAllTexts } from '../../../../tests/support/i18n-with-all-texts';
import { renderScreen } from '../../../../tests/support/render-screen';

const sandboxOf = withSandbox();
let texts: i18n;
beforeAll(async () => {
  // The page has no server of its own: the publication store is looked for beside the sandbox (none there).
  configureDefinitionsStore(sandboxOf().baseUrl);
  texts = await i18nWithAllTexts('sk');
});
beforeEach(async () => {
  profileStore.set(undefined);
  await requestOnboardingToken();
});

const PENDING_LEAD_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e02';

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  const rendered = renderScreen(<LoginScreen />, '/login', { route: '/login', i18n: texts, recordFeedback: true });
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), email);
  await user.type(screen.getByLabelText(/^Heslo/), password);
  await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
  return { user, ...rendered };
}

describe('the login screen against the sandbox', () => {
  it.each([
    ['lead@sandbox.test', '/steps/personal-info', { referrer_url: 1, model: 'Leads' }],
    [
      'pending@sandbox.test',
      `/steps/verification-result/${PENDING_LEAD_ID}`,
      { referrer_url: 9, model: 'Leads', verification_status: 'submitted' },
    ],
    ['klient@sandbox.test', '/sk/questionnaire-info/', { model: 'Clients' }],
  ])('%s resumes at %s with the profile and lead token of the answer', async (email, route, profile) => {
    await logIn(email, 'Sandbox123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(route));
    expect(profileStore.get()).toMatchObject(profile);
    expect(readToken(LEAD_COOKIE)).toBe(profileStore.get()?.lead_token);
    expect(await sandboxOf().requestCount('login')).toBe(1);
  });

  it('offers the forgotten password and the registration', async () => {
    renderScreen(<LoginScreen />, '/login', { route: '/login', i18n: texts, recordFeedback: true });
    expect(await screen.findByRole('link', { name: 'Zabudli ste heslo?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Otvorte si účet' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Heslo/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the wrong-password text, stays, keeps the e-mail and keeps the password out of the drafts', async () => {
    clearToken(LEAD_COOKIE);
    const { shown } = await logIn('lead@sandbox.test', 'not-the-password');
    await waitFor(() =>
      expect(shown.errors).toEqual(['Prihlásenie sa nepodarilo: Zadali ste nesprávny e-mail alebo heslo.']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('lead@sandbox.test');
    expect(profileStore.get()).toBeUndefined();
    expect(readToken(LEAD_COOKIE)).toBeUndefined();
    expect(draftStore.get('login')).toEqual({});
  });

  it('after three wrong passwords says the login is slowed down and for how long (the provider slows, never locks out)', async () => {
    const { user, shown } = await logIn('lead@sandbox.test', 'wrong-1');
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Prihlásiť sa' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
    }
    await waitFor(() =>
      expect(shown.errors.at(-1)).toBe(
        'Prihlásenie sa nepodarilo: Príliš veľa neúspešných pokusov o prihlásenie. Z bezpečnostných dôvodov to skúste znova o 5 s.',
      ),
    );
    expect(await sandboxOf().requestCount('login')).toBe(4);
  });

  it('asks for the onboarding authorization token first when its cookie has ended', async () => {
    clearToken(AUTH_COOKIE);
    const before = await sandboxOf().requestCount('onboardingToken');
    await logIn('lead@sandbox.test', 'Sandbox123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/personal-info'));
    expect(await sandboxOf().requestCount('onboardingToken')).toBe(before + 1);
  });
});
