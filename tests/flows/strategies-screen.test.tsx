import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, profileStore, requestOnboardingToken } from '../../src/api';
import { startSession } from '../../src/flows/auth/start-session';
import { draftStore } from '../../src/flows/shared/draft-store';
import StrategiesScreen from '../../src/flows/strategies/strategies-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';

const sandboxOf = withScreenSandbox();
const PATH = '/steps/investment-strategy';
const SAVE = 'Uložiť a pokračovať';

/** A lead of the sandbox standing at the strategies with the given risk profile, logged in as the login screen does. */
async function leadAtStrategies(riskProfileId: number): Promise<{ id: string }> {
  const seeded = await sandboxOf().control<{ id: string; email: string; password: string }>('leads', {
    at: 'strategies',
    risk_profile_id: riskProfileId,
  });
  await requestOnboardingToken();
  startSession(await callApi('login', { body: { email: seeded.email, password: seeded.password } }));
  draftStore.clear();
  return seeded;
}

// Label queries rather than role queries where the role is not the point: role queries are slow on a page this size.
const card = (name: string) => screen.getByLabelText(name).closest('li') as HTMLElement;

async function showScreen() {
  renderScreen(<StrategiesScreen />, PATH);
  expect(await screen.findByLabelText('Dynamická stratégia')).toBeInTheDocument();
}

async function answerStatements(user: ReturnType<typeof userEvent.setup>) {
  // A chosen answer reaches the form after the next paint (src/engine/README.md): the questions it opens follow.
  await user.click(screen.getByLabelText('Pravidelne'));
  await user.click(await screen.findByLabelText('E-mailom'));
  await user.selectOptions(await screen.findByLabelText(/^Ako často posielať výpisy/), 'Štvrťročne');
}

describe('the strategies screen against the sandbox', { timeout: 40_000 }, () => {
  it('shows every strategy with its terms, and refuses to save none with SPEC §5’s text, focusing the first strategy', async () => {
    const user = userEvent.setup();
    await leadAtStrategies(2);
    await showScreen();
    const conservative = within(card('Konzervatívna stratégia'));
    expect(conservative.getByText(/Prevažne dlhopisy/)).toBeInTheDocument();
    const terms: [string, string][] = [
      ['Rizikový profil', 'Konzervatívny'],
      ['Typ poplatku', 'Jednorazový'],
      ['Zľava z poplatku', '10 %'],
      ['Vstupný poplatok', '2 %'],
      ['Investičný horizont', '5 rokov'],
    ];
    for (const [term, value] of terms) {
      expect(conservative.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    await answerStatements(user);
    await user.click(screen.getByRole('button', { name: SAVE }));
    const message = await screen.findByText('Musíte vybrať aspoň jednu investičnú stratégiu');
    expect(screen.getByRole('alert')).toHaveTextContent('Formulár obsahuje 1 chybu');
    const first = screen.getByLabelText('Dynamická stratégia');
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(message.textContent ?? '');
    expect(await sandboxOf().requestCount('saveStrategies')).toBe(0);
  });

  it('asks a chosen regular deposit for its amount and frequency with the SPEC text (typo fixed), next to the strategy', async () => {
    const user = userEvent.setup();
    await leadAtStrategies(3);
    await showScreen();
    await user.click(screen.getByLabelText('Vyvážená stratégia'));
    const balanced = within(card('Vyvážená stratégia'));
    await user.click(balanced.getByLabelText('Pravidelný vklad'));
    await answerStatements(user);
    await user.click(screen.getByRole('button', { name: SAVE }));
    const text = 'Všetky vybrané stratégie musia mať vybranú frekvenciu a výšku pravidelného vkladu.';
    expect(await balanced.findByText(text)).toBeInTheDocument();
    const amount = balanced.getByLabelText(/^Výška pravidelného vkladu/);
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(balanced.getByLabelText(/^Frekvencia vkladu/)).toHaveAttribute('aria-invalid', 'true');
    // A one-time deposit without an amount and a chosen strategy without a deposit kind have their own texts.
    await user.click(screen.getByLabelText('Štátne dlhopisy'));
    await user.click(screen.getByLabelText('Konzervatívna stratégia'));
    await user.click(within(card('Štátne dlhopisy')).getByLabelText('Jednorazový vklad'));
    expect(within(card('Štátne dlhopisy')).getByText('Zadajte výšku jednorazového vkladu.')).toBeInTheDocument();
    expect(
      within(card('Konzervatívna stratégia')).getByText('Vyberte, či chcete vkladať pravidelne alebo jednorazovo.'),
    ).toBeInTheDocument();
    await user.type(within(card('Štátne dlhopisy')).getByLabelText(/^Výška jednorazového vkladu/), '0');
    expect(within(card('Štátne dlhopisy')).getByText('Suma musí byť väčšia ako 0 EUR.')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('saveStrategies')).toBe(0);
  });

  it('flags a strategy riskier than the person’s profile and saves it only once acknowledged (MiFID II suitability)', async () => {
    const user = userEvent.setup();
    const lead = await leadAtStrategies(1);
    await showScreen();
    expect(screen.getByText('Váš rizikový profil podľa investičného dotazníka: Konzervatívny.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dynamická stratégia'));
    const dynamic = within(card('Dynamická stratégia'));
    expect(dynamic.getByText('Táto stratégia je rizikovejšia ako váš rizikový profil')).toBeInTheDocument();
    expect(
      dynamic.getByText(
        /Rizikový profil tejto stratégie je Dynamický, váš profil podľa investičného dotazníka je Konzervatívny/,
      ),
    ).toBeInTheDocument();
    await user.click(dynamic.getByLabelText('Jednorazový vklad'));
    await user.type(dynamic.getByLabelText(/^Výška jednorazového vkladu/), '2000');
    await answerStatements(user);
    await user.click(screen.getByRole('button', { name: SAVE }));
    const acknowledgement = screen.getByRole('checkbox', { name: /^Rozumiem, že Dynamická stratégia je rizikovejšia/ });
    await waitFor(() => expect(acknowledgement).toHaveFocus());
    expect(acknowledgement).toHaveAccessibleDescription(
      'Potvrďte, že ste upozornenie pochopili, alebo rizikovejšiu stratégiu zrušte.',
    );
    expect(await sandboxOf().requestCount('saveStrategies')).toBe(0);

    await user.click(acknowledgement);
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/start-verification'), {
      timeout: 10_000,
    });
    expect(sandboxOf().store.leads.get(lead.id)?.strategies).toEqual([
      { investment_strategy_id: 1, fee_type: 'one_time', amount: 2000 },
    ]);
  });

  it('shows no warning for strategies within the person’s profile', async () => {
    const user = userEvent.setup();
    await leadAtStrategies(3);
    await showScreen();
    for (const name of ['Dynamická stratégia', 'Vyvážená stratégia', 'Konzervatívna stratégia'])
      await user.click(screen.getByLabelText(name));
    expect(screen.queryByText('Táto stratégia je rizikovejšia ako váš rizikový profil')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Rozumiem/ })).not.toBeInTheDocument();
  });

  it('sends exactly one regular and one one-time strategy with the statement settings, once however often save is pressed', async () => {
    const user = userEvent.setup();
    const lead = await leadAtStrategies(2);
    await showScreen();
    await user.click(screen.getByLabelText('Vyvážená stratégia'));
    const balanced = within(card('Vyvážená stratégia'));
    await user.click(balanced.getByLabelText('Pravidelný vklad'));
    await user.type(balanced.getByLabelText(/^Výška pravidelného vkladu/), '150,50');
    await user.selectOptions(balanced.getByLabelText(/^Frekvencia vkladu/), 'Mesačne');
    await user.click(screen.getByLabelText('Štátne dlhopisy'));
    const bonds = within(card('Štátne dlhopisy'));
    await user.click(bonds.getByLabelText('Jednorazový vklad'));
    await user.type(bonds.getByLabelText(/^Výška jednorazového vkladu/), '1 250');
    await answerStatements(user);
    // Pressed twice in a row (Enter twice, a double click): the second press finds the save under way.
    const form = screen.getByRole('button', { name: SAVE }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/start-verification'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('Investičné stratégie boli uložené')).toBeInTheDocument();
    const kept = sandboxOf().store.leads.get(lead.id);
    expect(kept?.strategies).toEqual([
      { investment_strategy_id: 2, fee_type: 'regular', amount: 150.5, frequency: 'monthly' },
      { investment_strategy_id: 4, fee_type: 'one_time', amount: 1250 },
    ]);
    expect(kept?.statementSettings).toEqual({
      statement_send_type: 'regular',
      statement_delivery_type: 'email',
      statement_frequency: 'quarterly',
    });
    expect(await sandboxOf().requestCount('saveStrategies')).toBe(1);
    expect(profileStore.get()?.referrer_url).toBe(9);
  });

  it('keeps everything after a failed save (toast) and when the screen is left and entered again', async () => {
    const user = userEvent.setup();
    const lead = await leadAtStrategies(2);
    const view = renderScreen(<StrategiesScreen />, PATH);
    await user.click(await screen.findByLabelText('Konzervatívna stratégia'));
    await user.click(within(card('Konzervatívna stratégia')).getByLabelText('Jednorazový vklad'));
    await user.type(within(card('Konzervatívna stratégia')).getByLabelText(/^Výška jednorazového vkladu/), '500');
    await user.click(screen.getByLabelText('Neposielať'));
    expect(screen.queryByRole('group', { name: /^Spôsob doručenia výpisov/ })).not.toBeInTheDocument();
    await sandboxOf().control('faults', { endpoint: 'saveStrategies', status: 500 });
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Vyskytla sa chyba')).toBeInTheDocument();
    expect(screen.getByLabelText('Konzervatívna stratégia')).toBeChecked();

    view.unmount();
    await showScreen();
    expect(screen.getByLabelText('Konzervatívna stratégia')).toBeChecked();
    expect(within(card('Konzervatívna stratégia')).getByLabelText(/^Výška jednorazového vkladu/)).toHaveValue('500');
    expect(screen.getByLabelText('Neposielať')).toBeChecked();
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/start-verification'), {
      timeout: 10_000,
    });
    expect(sandboxOf().store.leads.get(lead.id)?.statementSettings).toEqual({
      statement_send_type: 'do_not_send',
      statement_delivery_type: 'do_not_send',
    });
  });
});
