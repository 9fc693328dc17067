import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import definitionJson from '../../schemas/steps/address-and-bank-account.json';
import { profileStore } from '../../src/api';
import AddressAndBankAccountScreen from '../../src/flows/address-and-bank-account/address-and-bank-account-screen';
import { draftStore } from '../../src/flows/shared/draft-store';
import { leadAfterPersonalInfo } from './lead-session';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';

// A real 1×1 PNG: the provider accepts only JPEG, PNG or PDF by content.
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const typed = {
  street: 'Hlavná 12',
  zip: '811 01',
  city: 'Bratislava',
  country: 'SK',
  taxResidency: 'SK',
  bankAccountOwner: 'Mária Kováčová',
  iban: 'SK3112000000198742637541',
};

describe('the address step’s bank scan upload', { timeout: 60_000 }, () => {
  const sandboxOf = withScreenSandbox();

  it('shows the scan’s progress while it is sent; a cancel keeps the scan and offers to send it again, which goes through', async () => {
    const user = userEvent.setup();
    const lead = await leadAfterPersonalInfo(sandboxOf(), { childInvestment: false });
    profileStore.update({ referrer_url: 2 });
    // The provider does not answer the first upload (a stalled mobile connection).
    await sandboxOf().control('faults', { endpoint: 'addressAndBankAccount', hang: true });
    draftStore.set(definitionJson.id, typed);
    renderScreen(<AddressAndBankAccountScreen />, '/steps/address-and-bank-account');
    await user.upload(
      document.getElementById('field__scan_bank__file') as HTMLInputElement,
      new File([PNG_1X1], 'vypis.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Odstrániť vypis.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));

    const panel = await screen.findByRole('region', { name: 'Odosielame vaše súbory' });
    const bar = within(panel).getByRole('progressbar', { name: 'Odosiela sa vypis.png' });
    expect(bar).toHaveAttribute('aria-valuenow');
    await waitFor(async () => expect(await sandboxOf().requestCount('addressAndBankAccount')).toBe(1));
    await user.click(within(panel).getByRole('button', { name: 'Zrušiť odosielanie' }));

    const stopped = await screen.findByRole('region', { name: 'Vaše súbory sa neodoslali' });
    expect(within(stopped).getByRole('status')).toHaveTextContent(
      'Odosielanie ste zrušili. Súbory zostali vybrané, môžete ich odoslať znova.',
    );
    const retry = within(stopped).getByRole('button', { name: 'Odoslať znova' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Odstrániť vypis.png' })).toBeInTheDocument();
    // A cancel is the person's own doing: no error toast.
    expect(screen.queryByText('Vyskytla sa chyba')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/address-and-bank-account');

    await user.click(retry);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-info'));
    expect(await screen.findByText('Adresa a bankový účet boli uložené')).toBeInTheDocument();
    expect(lead.address).toEqual(typed);
    expect(await sandboxOf().requestCount('addressAndBankAccount')).toBe(2);
  });
});
