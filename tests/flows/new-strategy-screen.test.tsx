import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewStrategyScreen from '../../src/flows/new-strategy/new-strategy-screen';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';

const sandboxOf = withScreenSandbox();

/** The screen at its route pattern (the token is optional: it leaves the address), opened at `entry`. */
const openLink = (entry: string) =>
  renderScreen(<NewStrategyScreen />, entry, { route: '/:lang/new_strategy/:token?' });

const card = (name: string) => within(screen.getByLabelText(name).closest('li') as HTMLElement);

describe('the new-strategy link of an existing client against the sandbox', { timeout: 40_000 }, () => {
  it('takes the token out of the address, sends one regular and one one-time strategy to the client zone and thanks', async () => {
    const user = userEvent.setup();
    openLink('/sk/new_strategy/sandbox-new-strategy');
    expect(await screen.findByLabelText('Vyvážená stratégia', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sk\/new_strategy\/$/);
    // The client's risk profile (balanced) comes from the last questionnaire.
    expect(screen.getByText('Váš rizikový profil podľa investičného dotazníka: Vyvážený.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Vyvážená stratégia'));
    await user.click(card('Vyvážená stratégia').getByLabelText('Pravidelný vklad'));
    await user.type(card('Vyvážená stratégia').getByLabelText(/^Výška pravidelného vkladu/), '100');
    await user.selectOptions(card('Vyvážená stratégia').getByLabelText(/^Frekvencia vkladu/), 'Ročne');
    await user.click(screen.getByLabelText('Štátne dlhopisy'));
    await user.click(card('Štátne dlhopisy').getByLabelText('Jednorazový vklad'));
    await user.type(card('Štátne dlhopisy').getByLabelText(/^Výška jednorazového vkladu/), '5000');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));

    // Kept by the provider only once signed with a code (the provider's rules, src/sandbox/README.md).
    await user.click(await screen.findByRole('button', { name: 'Poslať kód e-mailom' }, { timeout: 10_000 }));
    await screen.findByText('Kód sme vám poslali e-mailom. Zadajte ho nižšie.', {}, { timeout: 10_000 });
    const mail = await sandboxOf().lastMessageTo('klient@sandbox.test');
    await user.type(screen.getByRole('textbox', { name: /^Kód na podpis/ }), mail?.code ?? '');
    await user.click(screen.getByRole('button', { name: 'Podpísať' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Ďakujeme' }, { timeout: 10_000 });
    await waitFor(() => expect(thanks).toHaveFocus());
    const client = [...sandboxOf().store.clients.values()].find(
      (candidate) => candidate.email === 'klient@sandbox.test',
    );
    expect(client?.strategies).toEqual([
      { investment_strategy_id: 2, fee_type: 'regular', amount: 100, frequency: 'yearly' },
      { investment_strategy_id: 4, fee_type: 'one_time', amount: 5000 },
    ]);
    expect(await sandboxOf().requestCount('newStrategy')).toBe(1);
  });

  it('warns before sending a strategy riskier than the client’s profile, and refuses to send none', async () => {
    const user = userEvent.setup();
    openLink('/sk/new_strategy/sandbox-new-strategy');
    await user.click(await screen.findByLabelText('Dynamická stratégia', {}, { timeout: 10_000 }));
    expect(
      card('Dynamická stratégia').getByText('Táto stratégia je rizikovejšia ako váš rizikový profil'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rozumiem, že Dynamická stratégia je rizikovejšia/)).not.toBeChecked();
    await user.click(screen.getByLabelText('Dynamická stratégia'));
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(await screen.findByText('Musíte vybrať aspoň jednu investičnú stratégiu')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('newStrategy')).toBe(0);
  });

  it('explains an unknown link', async () => {
    openLink('/sk/new_strategy/no-such-link');
    expect(await screen.findByText('Odkaz nie je platný', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sk\/new_strategy\/$/);
  });
});
