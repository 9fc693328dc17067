import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { withSandbox } from '../../../../tests/support/sandbox-server';
import { callApi, requestOnboardingToken } from '../../../api';
import { configureDefinitionsStore } from '../../shared/definitions-runtime/load-manifest';
import { draftStore } from '../../shared/draft-store';
import ResetPasswordScreen from '../reset-password-screen';
import { i18nWithAllTexts } from '../../../../tests/support/i18n-with-all-texts';
import { renderScreen } from '../../../../tests/support/render-screen';

const sandboxOf = withSandbox();
let texts: i18n;
beforeAll(async () => {
  // The page has no server of its own: the publication store is looked for beside the sandbox (none there).
  configureDefinitionsStore(sandboxOf().baseUrl);
  texts = await i18nWithAllTexts('sk');
});
beforeEach(() => requestOnboardingToken());

const ROUTE = '/:lang/reset-password/:token?';

/** A real reset token, e-mailed by the sandbox to the seeded lead. */
async function resetToken(): Promise<string> {
  await callApi('forgotPassword', { body: { email: 'lead@sandbox.test' } });
  const link = (await sandboxOf().lastMessageTo('lead@sandbox.test'))?.link;
  const token = link?.split('/').at(-1);
  if (!token) throw new Error('no reset link was sent');
  return token;
}

async function fillIn(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nové heslo/), password);
  await user.type(screen.getByLabelText(/^Zopakujte nové heslo/), repeat);
  await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
}

describe('the reset-password screen against the sandbox', () => {
  it('takes the token out of the address at once, keeps it out of storage, and changes the password with it', async () => {
    const token = await resetToken();
    const { shown } = renderScreen(<ResetPasswordScreen />, `/sk/reset-password/${token}`, {
      route: ROUTE,
      i18n: texts,
      recordFeedback: true,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sk\/reset-password$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nové heslo' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(token);
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(token);
    expect(document.cookie).not.toContain(token);

    await fillIn('abc', 'abc');
    expect(await screen.findByText('Heslo musí obsahovať najmenej 6 znakov!')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('changeLostPassword')).toBe(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Nové heslo/));
    await user.clear(screen.getByLabelText(/^Zopakujte nové heslo/));
    await fillIn('nove-heslo-1', 'nove-heslo-2');
    expect(await screen.findByText('Zadané heslá sa nezhodujú!')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('changeLostPassword')).toBe(0);

    await user.clear(screen.getByLabelText(/^Zopakujte nové heslo/));
    await user.type(screen.getByLabelText(/^Zopakujte nové heslo/), 'nove-heslo-1');
    await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(shown.successes).toEqual(['Heslo bolo zmenené']);
    expect(draftStore.get('reset-password')).toEqual({});

    const answer = await callApi('login', { body: { email: 'lead@sandbox.test', password: 'nove-heslo-1' } });
    expect(answer.referrer_url).toBe(1);
  });

  it('asks to open the link again when the address has no token (a reload after it was taken out)', async () => {
    renderScreen(<ResetPasswordScreen />, '/sk/reset-password', { route: ROUTE, i18n: texts, recordFeedback: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nové heslo' })).toBeInTheDocument();
    expect(screen.getByText(/Odkaz na zmenu hesla treba otvoriť znova z e-mailu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Zmeniť heslo' })).toBeNull();
  });

  it('explains a dead link in the page with the not-authorized toast, and offers a new one', async () => {
    const { shown } = renderScreen(<ResetPasswordScreen />, '/sk/reset-password/not-a-real-token', {
      route: ROUTE,
      i18n: texts,
      recordFeedback: true,
    });
    await fillIn('nove-heslo', 'nove-heslo');
    await waitFor(() =>
      expect(shown.errors).toEqual([
        'Heslo sa nepodarilo zmeniť: Na túto akciu nemáte oprávnenie. Odkaz na obnovu hesla je neplatný alebo mu vypršala platnosť.',
      ]),
    );
    expect(await screen.findByText('Tento odkaz na zmenu hesla už neplatí. Požiadajte o nový.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nové heslo' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the provider’s own message when it refuses the password, and keeps the link usable', async () => {
    const token = await resetToken();
    await sandboxOf().control('faults', { endpoint: 'changeLostPassword', status: 400 });
    const { shown } = renderScreen(<ResetPasswordScreen />, `/sk/reset-password/${token}`, {
      route: ROUTE,
      i18n: texts,
      recordFeedback: true,
    });
    await fillIn('nove-heslo', 'nove-heslo');
    // The sandbox's fault answers with message_sk, as the provider explains a refusal in each language.
    await waitFor(() =>
      expect(shown.errors).toEqual(['Heslo sa nepodarilo zmeniť: Simulovaná chyba testovacieho poskytovateľa.']),
    );
    expect(screen.getByRole('button', { name: 'Zmeniť heslo' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
