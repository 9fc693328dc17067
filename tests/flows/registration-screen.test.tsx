import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestOnboardingToken } from '../../src/api';
import RegistrationScreen from '../../src/flows/registration/registration-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';

const sandboxOf = withScreenSandbox();
// Drafts live for the session; each test is a new person.
beforeEach(async () => {
  await requestOnboardingToken();
});

describe('the registration screen against the sandbox', () => {
  it('sends the provider exactly the account fields, after the e-mail code was verified', async () => {
    const user = userEvent.setup();
    renderScreen(<RegistrationScreen />, '/registration');
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'jana@example.sk');
    await user.type(screen.getByLabelText(/^Heslo/), 'tajne-heslo');
    await user.type(screen.getByLabelText(/^Zopakujte heslo/), 'tajne-heslo');
    await user.click(screen.getByRole('button', { name: 'Poslať kód e-mailom' }));
    const code = await waitFor(async () => {
      const sent = await sandboxOf().lastMessageTo('jana@example.sk');
      if (!sent?.code) throw new Error('no code yet');
      return sent.code;
    });
    await user.type(await screen.findByRole('textbox', { name: /Overovací kód/ }), code);
    await user.click(screen.getByRole('checkbox', { name: /Súhlasím so spracúvaním/ }));
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/personal-info'));
    expect(await screen.findByText('Registrácia prebehla úspešne')).toBeInTheDocument();
    const leads = [...sandboxOf().store.leads.values()].filter((lead) => lead.email === 'jana@example.sk');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ emailVerified: true, registered: true, marketingAgree: false, referrerUrl: 1 });
    expect(leads[0]?.passwordHash).not.toContain('tajne-heslo');
    expect(await sandboxOf().requestCount('verifyEmailCode')).toBe(1);
    expect(await sandboxOf().requestCount('registration')).toBe(1);
  });

  it('shows the SPEC texts for short and differing passwords and a missing consent, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<RegistrationScreen />, '/registration');
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'jana@example.sk');
    await user.type(screen.getByLabelText(/^Heslo/), 'abc');
    await user.type(screen.getByLabelText(/^Zopakujte heslo/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(await screen.findByText(/Formulár obsahuje 4 chyby/)).toBeInTheDocument();
    expect(screen.getByText(/^Heslo musí obsahovať najmenej 6 znakov!$/)).toBeInTheDocument();
    expect(screen.getByText(/^Zadané heslá sa nezhodujú!$/)).toBeInTheDocument();
    expect(screen.getByText(/Prosím, potvrďte svoj súhlas so spracúvaním osobných údajov/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Heslo/)).toHaveFocus();
    expect(await sandboxOf().requestCount('registration')).toBe(0);
  });
});
