import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import definitionJson from '../../schemas/steps/address-and-bank-account.json';
import { type Profile, profileStore } from '../../src/api';
import type { Definition } from '../../src/engine';
import AddressAndBankAccountScreen from '../../src/flows/address-and-bank-account/address-and-bank-account-screen';
import { clientOwnerOf } from '../../src/flows/address-and-bank-account/client-owner-of';
import { draftStore } from '../../src/flows/shared/draft-store';
import { nextStep } from '../../src/flows/shared/next-step';
import { requestBody } from '../../src/flows/shared/request-body';
import { type Data, problemsOf } from './problems-of';
import { leadAfterPersonalInfo } from './lead-session';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { XhrOverFetch } from '../support/xhr-over-fetch';

const definition = definitionJson as unknown as Definition;
const TODAY = '2025-06-15';

const address: Data = {
  street: 'Hlavná 12',
  zip: '811 01',
  city: 'Bratislava',
  country: 'SK',
  taxResidency: 'SK',
  bankAccountOwner: 'Mária Kováčová',
  iban: 'SK3112000000198742637541',
  scan_bank: 'file:2f1c7a3e-0000-4000-8000-000000000001',
};

describe('address-and-bank-account definition (SPEC §3 address and bank fields, §4 step 3, §5)', () => {
  it('accepts a complete address and sends it as multipart to address-and-bank-account, then goes to the questionnaire', () => {
    expect(problemsOf(definition, address, TODAY)).toEqual([]);
    expect(definition.submit).toEqual({ endpoint: 'addressAndBankAccount', encoding: 'multipart' });
    expect(nextStep(definition.next, address)).toBe('/steps/questionnaire-info');
  });

  it('asks for every field, the bank scan with its own message', () => {
    expect(problemsOf(definition, {}, TODAY)).toEqual([
      'bankAccountOwner required',
      'city required',
      'country required',
      'iban required',
      'scan_bank required',
      'street required',
      'taxResidency required',
      'zip required',
    ]);
    expect(definition.uiSchema).toMatchObject({
      scan_bank: { 'ui:widget': 'fileUpload', 'ui:errorMessages': { required: 'validation.bankScanRequired' } },
    });
  });

  it('takes a Slovak or Czech postcode of five digits, with or without the space, and other countries’ postcodes as they are written', () => {
    for (const zip of ['81101', '811 01', '040 01'])
      expect(problemsOf(definition, { ...address, zip }, TODAY)).toEqual([]);
    for (const zip of ['110 00', '11000'])
      expect(problemsOf(definition, { ...address, country: 'CZ', zip }, TODAY)).toEqual([]);
    for (const zip of ['8110', '811 012', '8110A', 'SK-81101', '81 101']) {
      expect(problemsOf(definition, { ...address, zip }, TODAY)).toEqual(['zip pattern']);
    }
    for (const [country, zip] of [
      ['DE', '10115'],
      ['AT', '1010'],
      ['PL', '00-950'],
      ['NL', '1011 AB'],
      ['IE', 'D02 X285'],
      ['LV', 'LV-1050'],
      ['US', '12345-6789'],
    ]) {
      expect(problemsOf(definition, { ...address, country, taxResidency: country, zip }, TODAY)).toEqual([]);
    }
    for (const zip of ['1', '-1234', '12345678901', '1234*'])
      expect(problemsOf(definition, { ...address, country: 'DE', zip }, TODAY)).toEqual(['zip pattern']);
    expect(definition.uiSchema).toMatchObject({ zip: { 'ui:errorMessages': { pattern: 'validation.zip' } } });
  });

  it('wants street, city and the account holder in Latin script, a valid IBAN and countries from the list', () => {
    expect(problemsOf(definition, { ...address, city: 'Братислава' }, TODAY)).toEqual(['city format:latin']);
    expect(problemsOf(definition, { ...address, street: 'ул. Витоша 1' }, TODAY)).toEqual(['street format:latin']);
    expect(problemsOf(definition, { ...address, bankAccountOwner: 'Мария Ковачова' }, TODAY)).toEqual([
      'bankAccountOwner format:latin',
    ]);
    expect(problemsOf(definition, { ...address, iban: 'SK3112000000198742637542' }, TODAY)).toEqual([
      'iban format:iban',
    ]);
    expect(problemsOf(definition, { ...address, taxResidency: 'Slovensko' }, TODAY)).toEqual(['taxResidency pattern']);
  });

  it('sends the bank scan as a file, the other fields as text', () => {
    const scan = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'vypis.pdf', { type: 'application/pdf' });
    const body = requestBody(definition.submit ?? { endpoint: '', encoding: 'json' }, address, {
      get: (id) => (id === address.scan_bank ? scan : undefined),
    });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('scan_bank')).toBeInstanceOf(File);
    expect((form.get('scan_bank') as File).name).toBe('vypis.pdf');
    expect(form.get('iban')).toBe('SK3112000000198742637541');
    expect([...form.keys()].sort()).toEqual([
      'bankAccountOwner',
      'city',
      'country',
      'iban',
      'scan_bank',
      'street',
      'taxResidency',
      'zip',
    ]);
  });
});

describe('client_owner of the answer', () => {
  it('reads the flag as the provider may send it', () => {
    expect(clientOwnerOf({ result: 'ok', client_owner: true })).toBe(true);
    expect(clientOwnerOf({ result: 'ok', client_owner: false })).toBe(false);
    expect(clientOwnerOf({ client_owner: 1 })).toBe(true);
    expect(clientOwnerOf({ client_owner: '0' })).toBe(false);
    expect(clientOwnerOf({ client_owner: 'true' })).toBe(true);
    expect(clientOwnerOf({ result: 'ok' })).toBeUndefined();
    expect(clientOwnerOf({ client_owner: 'maybe' })).toBeUndefined();
    expect(clientOwnerOf(undefined)).toBeUndefined();
  });
});

const profile: Profile = {
  lead_token: 'lead',
  referrer_url: 2,
  model: 'Leads',
  verification_status: 'none',
  risk_profile_id: null,
  client_owner: false,
  intermediary: false,
};

// A real 1×1 PNG: the provider accepts only JPEG, PNG or PDF by content.
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const { scan_bank: _scan, ...typed } = address;

/**
 * The provider's refusal of a field, behind `fetch` (the country list passes through to the sandbox): the sandbox
 * refuses only what this page never sends (an IBAN or a country it checked already), so it cannot be asked to.
 */
function refusingProvider(body: unknown): void {
  const real = globalThis.fetch;
  vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/onboarding/address-and-bank-account')) return real(input, init);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
  });
}

async function chooseScan(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(
    document.getElementById('field__scan_bank__file') as HTMLInputElement,
    new File([PNG_1X1], 'vypis.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('button', { name: 'Odstrániť vypis.png' })).toBeInTheDocument();
}

describe('the address and bank account screen against the sandbox', () => {
  const sandboxOf = withScreenSandbox();
  beforeEach(() => {
    profileStore.set({ ...profile });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to go on without the bank scan, and sends nothing', async () => {
    const user = userEvent.setup();
    await leadAfterPersonalInfo(sandboxOf(), { childInvestment: false });
    draftStore.set(definition.id, typed);
    renderScreen(<AddressAndBankAccountScreen />, '/steps/address-and-bank-account');
    await user.click(await screen.findByRole('button', { name: 'Pokračovať' }));
    expect(
      await screen.findByText('Priložte doklad k bankovému účtu, na ktorom je vidieť meno majiteľa účtu a IBAN.'),
    ).toBeInTheDocument();
    expect(await sandboxOf().requestCount('addressAndBankAccount')).toBe(0);
  });

  it('sends the address with the chosen scan as a file, keeps the answer’s client_owner in the profile and goes to the questionnaire', async () => {
    const user = userEvent.setup();
    const lead = await leadAfterPersonalInfo(sandboxOf(), { childInvestment: false });
    lead.clientOwner = true;
    draftStore.set(definition.id, typed);
    renderScreen(<AddressAndBankAccountScreen />, '/steps/address-and-bank-account');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Adresa a bankový účet');
    expect(screen.getByText(/musí byť čitateľné meno majiteľa účtu aj IBAN/)).toBeInTheDocument();
    await chooseScan(user);
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-info'));
    expect(await screen.findByText('Adresa a bankový účet boli uložené')).toBeInTheDocument();
    expect(profileStore.get()).toMatchObject({ referrer_url: 3, client_owner: true });
    expect(await sandboxOf().requestCount('addressAndBankAccount')).toBe(1);
    // What the provider received: the text fields as typed, the scan as the chosen file.
    expect(lead.address).toEqual(typed);
    expect(lead.referrerUrl).toBe(3);
    const scan = sandboxOf()
      .store.uploads.get(lead.id)
      ?.find((upload) => upload.field === 'scan_bank');
    expect([scan?.name, scan?.mime, scan?.size]).toEqual(['vypis.png', 'image/png', PNG_1X1.length]);
  });

  it('keeps client_owner false when the provider says the account is the person’s own', async () => {
    const user = userEvent.setup();
    const lead = await leadAfterPersonalInfo(sandboxOf(), { childInvestment: false });
    lead.clientOwner = false;
    profileStore.update({ client_owner: true });
    draftStore.set(definition.id, typed);
    renderScreen(<AddressAndBankAccountScreen />, '/steps/address-and-bank-account');
    await chooseScan(user);
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/questionnaire-info'));
    expect(profileStore.get()).toMatchObject({ referrer_url: 3, client_owner: false });
  });

  it('shows the provider’s refusal at the field it names and as a toast, keeping the data and the profile', async () => {
    const user = userEvent.setup();
    await leadAfterPersonalInfo(sandboxOf(), { childInvestment: false });
    refusingProvider({
      result: 'invalid IBAN',
      message: 'IBAN je nesprávny.',
      message_sk: 'IBAN je nesprávny.',
      message_en: 'The IBAN is incorrect.',
      message_bg: 'IBAN е неправилен.',
      field: 'iban',
    });
    draftStore.set(definition.id, typed);
    renderScreen(<AddressAndBankAccountScreen />, '/steps/address-and-bank-account');
    await chooseScan(user);
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    const iban = screen.getByRole('textbox', { name: /Číslo účtu \(IBAN\)/ });
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/IBAN je nesprávny\./));
    const toast = screen.getAllByRole('alert').find((alert) => alert.classList.contains('MuiAlert-root'));
    expect(toast).toHaveTextContent('Vyskytla sa chybaIBAN je nesprávny.');
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/address-and-bank-account');
    expect(iban).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(screen.getByRole('button', { name: 'Odstrániť vypis.png' })).toBeInTheDocument();
    expect(profileStore.get()).toMatchObject({ referrer_url: 2, client_owner: false });
  });
});
