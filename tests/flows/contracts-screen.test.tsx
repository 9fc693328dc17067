import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, profileStore, requestOnboardingToken } from '../../src/api';
import { startSession } from '../../src/flows/auth/start-session';
import ContractsScreen from '../../src/flows/contracts/contracts-screen';
import type { RunningSandbox } from '../support/sandbox-server';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';

const sandboxOf = withScreenSandbox();

const ELECTRONIC = /Súhlasím s elektronickou komunikáciou/;
const INTERMEDIATION = /Prečítal\(a\) som si zmluvu o finančnom sprostredkovaní/;
const ELECTRONIC_REQUIRED = 'Bez súhlasu s elektronickou komunikáciou nie je možné otvoriť účet online.';
const INTERMEDIATION_REQUIRED = 'Na podpis je potrebný váš súhlas so zmluvou o finančnom sprostredkovaní.';
const PORTFOLIO = 'Zmluva o riadení portfólia';
const INTERMEDIATION_AGREEMENT = 'Zmluva o finančnom sprostredkovaní';

/** A lead the sandbox has brought to the contracts step, logged in as the login screen would. */
async function leadAtContracts(sandbox: RunningSandbox, intermediary: boolean): Promise<SeededLead> {
  const lead = await sandbox.control<SeededLead>('leads', { at: 'contracts', intermediary });
  await requestOnboardingToken();
  expect(startSession(await callApi('login', { body: { email: lead.email, password: lead.password } }))).toBe(
    '/steps/contracts',
  );
  expect(profileStore.get()?.intermediary).toBe(intermediary);
  return lead;
}

async function counts(endpoints: readonly string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(
    endpoints.map(async (name) => [name, await sandboxOf().requestCount(name)] as const),
  );
  return Object.fromEntries(entries);
}

const SIGNING = ['sendSignCode', 'verifySignCode', 'sendSignCodeSfa', 'verifySignCodeSfa', 'contract'] as const;

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** The newest sign code the sandbox sent to the phone, once it is there. */
async function codeSentTo(phone: string, notBefore = 0): Promise<string> {
  return waitFor(async () => {
    const messages = await sandboxOf().control<{ to: string; code?: string }[]>('outbox');
    const codes = messages.filter((m) => m.to === phone && m.code);
    if (codes.length <= notBefore) throw new Error('no new code yet');
    return codes.at(-1)?.code ?? '';
  });
}

/** The toast (title and text) whose text starts with `text`. */
function toastSaying(text: string): HTMLElement | undefined {
  return screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith(text));
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

// Typing and a real HTTP round trip per step: slower than most component tests on a busy machine.
describe('the contracts screen against the sandbox', { timeout: 40_000 }, () => {
  it('without an agent: one agreement, the consent first, a wrong code explained and retried, then the contract and the thank-you page', async () => {
    const user = userEvent.setup();
    const lead = await leadAtContracts(sandboxOf(), false);
    renderScreen(<ContractsScreen />, '/steps/contracts');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Podpis zmlúv');
    // The provider's contract documents, as links to their PDFs.
    const documents = section('Zmluva o riadení portfólia a súvisiace dokumenty');
    expect(await within(documents).findByRole('link', { name: /^Zmluva o riadení portfólia/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sandbox\/files\/portfolio-management-agreement-sk\.pdf$/),
    );
    expect(within(documents).getAllByRole('link')).toHaveLength(4);
    // No trace of the agent's part.
    expect(screen.queryByRole('region', { name: INTERMEDIATION_AGREEMENT })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: INTERMEDIATION })).toBeNull();
    expect(screen.queryByText(/Dokumenty vášho finančného agenta/)).toBeNull();

    // Without consent to electronic communication nothing is sent, and the page says why.
    const portfolio = section(PORTFOLIO);
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const electronic = screen.getByRole('checkbox', { name: ELECTRONIC });
    expect(electronic).toHaveAccessibleDescription(ELECTRONIC_REQUIRED);
    expect(electronic).toHaveFocus();
    expect(electronic).toBeInvalid();
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 0,
      verifySignCode: 0,
      sendSignCodeSfa: 0,
      verifySignCodeSfa: 0,
      contract: 0,
    });

    await user.click(electronic);
    expect(screen.queryByText(ELECTRONIC_REQUIRED)).toBeNull();
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const code = await codeSentTo(lead.phone);
    expect(await within(portfolio).findByRole('status')).toHaveTextContent(
      'Kód sme vám poslali SMS správou. Zadajte ho nižšie.',
    );
    // Another code only after a minute: the button says how long.
    expect(
      within(portfolio).getByRole('button', { name: /^Poslať kód SMS správou \(Nový kód o (60|59) s\)$/ }),
    ).toBeDisabled();
    const input = within(portfolio).getByRole('textbox', { name: /Kód z SMS.*Zmluva o riadení portfólia/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(input).toHaveFocus());

    // A wrong code: the SPEC message naming the agreement, at the field and as the toast; the code stays.
    await user.type(input, otherCode(code));
    await user.click(within(portfolio).getByRole('button', { name: 'Podpísať' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Zmluvu o riadení portfólia sa nepodarilo podpísať. Zadali ste nesprávny kód',
      ),
    );
    expect(toastSaying('Zmluvu o riadení portfólia sa nepodarilo podpísať' + 'Zadali ste nesprávny kód')).toBeDefined();
    expect(input).toHaveValue(otherCode(code));
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/contracts');

    await user.clear(input);
    await user.type(input, code);
    await user.click(within(portfolio).getByRole('button', { name: 'Podpísať' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/thank-you'));
    expect(await screen.findByText('Zmluvy boli podpísané')).toBeInTheDocument();
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 1,
      verifySignCode: 2,
      sendSignCodeSfa: 0,
      verifySignCodeSfa: 0,
      contract: 1,
    });
    expect(sandboxOf().store.leads.get(lead.id)).toMatchObject({ signed: { own: true, sfa: false }, referrerUrl: 7 });
    expect(profileStore.get()?.referrer_url).toBe(7);
    expect((await sandboxOf().lastMessageTo(lead.email))?.subject).toBe('Vaše podpísané zmluvy');
  });

  it('with an agent: the agent’s documents, both consents required, two separate signatures, one contract call after the second', async () => {
    const user = userEvent.setup();
    const lead = await leadAtContracts(sandboxOf(), true);
    renderScreen(<ContractsScreen />, '/steps/contracts');

    const agentDocuments = section('Dokumenty vášho finančného agenta');
    expect(
      await within(agentDocuments).findByRole('link', { name: /^Zmluva o finančnom sprostredkovaní/ }),
    ).toHaveAttribute('href', expect.stringMatching(/\/sandbox\/files\/financial-intermediation-agreement-sk\.pdf$/));
    expect(within(agentDocuments).getAllByRole('link')).toHaveLength(2);
    expect(
      await within(section('Zmluva o riadení portfólia a súvisiace dokumenty')).findAllByRole('link'),
    ).toHaveLength(4);

    // Both consents are required; the first missing one (the agent's, first on the page) gets the focus.
    const intermediation = section(INTERMEDIATION_AGREEMENT);
    await user.click(within(intermediation).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const agentConsent = screen.getByRole('checkbox', { name: INTERMEDIATION });
    expect(agentConsent).toHaveAccessibleDescription(INTERMEDIATION_REQUIRED);
    expect(screen.getByRole('checkbox', { name: ELECTRONIC })).toHaveAccessibleDescription(ELECTRONIC_REQUIRED);
    expect(agentConsent).toHaveFocus();
    await user.click(agentConsent);
    await user.click(within(intermediation).getByRole('button', { name: 'Poslať kód SMS správou' }));
    expect(screen.getByRole('checkbox', { name: ELECTRONIC })).toHaveFocus();
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 0,
      verifySignCode: 0,
      sendSignCodeSfa: 0,
      verifySignCodeSfa: 0,
      contract: 0,
    });
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC }));

    // The agent's agreement with the -sfa calls.
    await user.click(within(intermediation).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const sfaCode = await codeSentTo(lead.phone);
    await user.type(
      within(intermediation).getByRole('textbox', { name: /Kód z SMS.*Zmluva o finančnom sprostredkovaní/ }),
      sfaCode,
    );
    await user.click(within(intermediation).getByRole('button', { name: 'Podpísať' }));
    expect(
      await within(intermediation).findByText('Zmluva o finančnom sprostredkovaní je podpísaná.'),
    ).toBeInTheDocument();
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 0,
      verifySignCode: 0,
      sendSignCodeSfa: 1,
      verifySignCodeSfa: 1,
      contract: 0,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/contracts');

    // The portfolio management agreement with its own code; the contract follows by itself.
    const portfolio = section(PORTFOLIO);
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const ownCode = await codeSentTo(lead.phone, 1);
    await user.type(within(portfolio).getByRole('textbox', { name: /Kód z SMS.*Zmluva o riadení portfólia/ }), ownCode);
    await user.click(within(portfolio).getByRole('button', { name: 'Podpísať' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/thank-you'));
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 1,
      verifySignCode: 1,
      sendSignCodeSfa: 1,
      verifySignCodeSfa: 1,
      contract: 1,
    });
    expect(sandboxOf().store.leads.get(lead.id)).toMatchObject({ signed: { own: true, sfa: true }, referrerUrl: 7 });
  });

  it('a wrong code for the agent’s agreement names that agreement; too many tries give the 429 text; a short code sends nothing', async () => {
    const user = userEvent.setup();
    const lead = await leadAtContracts(sandboxOf(), true);
    renderScreen(<ContractsScreen />, '/steps/contracts');
    await user.click(screen.getByRole('checkbox', { name: INTERMEDIATION }));
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC }));
    const intermediation = section(INTERMEDIATION_AGREEMENT);
    await user.click(within(intermediation).getByRole('button', { name: 'Poslať kód SMS správou' }));
    const code = await codeSentTo(lead.phone);
    const input = within(intermediation).getByRole('textbox', { name: /Kód z SMS/ });

    await user.type(input, '123');
    await user.click(within(intermediation).getByRole('button', { name: 'Podpísať' }));
    expect(input).toHaveAccessibleDescription('Zadajte 6-miestny kód z SMS');
    expect(await sandboxOf().requestCount('verifySignCodeSfa')).toBe(0);

    await user.clear(input);
    await user.type(input, otherCode(code));
    await user.click(within(intermediation).getByRole('button', { name: 'Podpísať' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Zmluvu o finančnom sprostredkovaní sa nepodarilo podpísať. Zadali ste nesprávny kód',
      ),
    );

    await sandboxOf().control('faults', { endpoint: 'verifySignCodeSfa', status: 429 });
    await user.click(within(intermediation).getByRole('button', { name: 'Podpísať' }));
    const tooMany = 'Prekročili ste maximálny počet pokusov o prihlásenie. Skúste to znova o 5 minút.';
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        `Zmluvu o finančnom sprostredkovaní sa nepodarilo podpísať. ${tooMany}`,
      ),
    );
    expect(toastSaying(`Zmluvu o finančnom sprostredkovaní sa nepodarilo podpísať${tooMany}`)).toBeDefined();
    expect(input).toHaveValue(otherCode(code));
    expect(await sandboxOf().requestCount('verifySignCodeSfa')).toBe(2);

    // Still usable: the right code signs.
    await user.clear(input);
    await user.type(input, code);
    await user.click(within(intermediation).getByRole('button', { name: 'Podpísať' }));
    expect(
      await within(intermediation).findByText('Zmluva o finančnom sprostredkovaní je podpísaná.'),
    ).toBeInTheDocument();
    expect(await sandboxOf().requestCount('verifySignCodeSfa')).toBe(3);
  });

  it('sends one request per press, however fast the buttons are pressed', async () => {
    const user = userEvent.setup();
    const lead = await leadAtContracts(sandboxOf(), false);
    renderScreen(<ContractsScreen />, '/steps/contracts');
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC }));
    const portfolio = section(PORTFOLIO);
    // Three presses in the same moment, before any answer can arrive.
    const send = within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(send);
    const code = await codeSentTo(lead.phone);
    const input = within(portfolio).getByRole('textbox', { name: /Kód z SMS/ });
    await user.type(input, code);
    const sign = within(portfolio).getByRole('button', { name: 'Podpísať' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(sign);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/thank-you'));
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 1,
      verifySignCode: 1,
      sendSignCodeSfa: 0,
      verifySignCodeSfa: 0,
      contract: 1,
    });
  });
  it('keeps both signatures when the contract call fails, says so, and completes with one more press', async () => {
    const user = userEvent.setup();
    const lead = await leadAtContracts(sandboxOf(), false);
    renderScreen(<ContractsScreen />, '/steps/contracts');
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC }));
    const portfolio = section(PORTFOLIO);
    await user.click(within(portfolio).getByRole('button', { name: 'Poslať kód SMS správou' }));
    await user.type(within(portfolio).getByRole('textbox', { name: /Kód z SMS/ }), await codeSentTo(lead.phone));
    await sandboxOf().control('faults', { endpoint: 'contract', status: 503 });
    await user.click(within(portfolio).getByRole('button', { name: 'Podpísať' }));

    // The part that completes the signing appears once the signature is verified and the contract call has failed.
    const finish = await screen.findByRole('region', { name: 'Dokončenie' });
    await waitFor(() =>
      expect(within(finish).getByRole('status')).toHaveTextContent(
        'Zmluvy sú podpísané, ale ich odoslanie sa nepodarilo dokončiť.',
      ),
    );
    expect(toastSaying('Vyskytla sa chyba')).toBeDefined();
    expect(within(portfolio).getByText('Zmluva o riadení portfólia je podpísaná.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/contracts');

    await user.click(within(finish).getByRole('button', { name: 'Dokončiť podpis zmlúv' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/thank-you'));
    expect(await counts(SIGNING)).toEqual({
      sendSignCode: 1,
      verifySignCode: 1,
      sendSignCodeSfa: 0,
      verifySignCodeSfa: 0,
      contract: 2,
    });
  });
});
