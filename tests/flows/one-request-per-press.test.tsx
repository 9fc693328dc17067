import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../src/api';
import ChildPersonalInfoScreen from '../../src/flows/child-personal-info/child-personal-info-screen';
import { answerList } from '../../src/flows/questionnaire/answer-list';
import { sections } from '../../src/flows/questionnaire/sections';
import { clientSession } from '../../src/flows/questionnaire-update/client-session';
import { openClientLink } from '../../src/flows/questionnaire-update/open-client-link';
import { prefillFrom } from '../../src/flows/questionnaire-update/prefill';
import UpdateEvaluationScreen from '../../src/flows/questionnaire-update/update-evaluation-screen';
import UpdateSections from '../../src/flows/questionnaire-update/update-sections';
import { draftStore } from '../../src/flows/shared/draft-store';
import { SEED } from '../../src/sandbox/seed';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';
import { leadAfterPersonalInfo } from './lead-session';

const sandboxOf = withScreenSandbox();
// SPEC §8: the generic title with the provider's text (the sandbox's fault gives its own message).
const GENERIC_ERROR = 'Vyskytla sa chybaSimulovaná chyba testovacieho poskytovateľa.';

/** The toasts on screen (MUI alerts), title and text run together as their text content. */
const toasts = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.classList.contains('MuiAlert-root'))
    .map((alert) => alert.textContent ?? '');

/**
 * Presses `times` times in the same moment, before any answer or render can arrive (one act: React renders once
 * after the last press), so nothing the screen renders (a disabled button, a busy flag) can hold a press back.
 */
function pressTimes(press: () => void, times: number) {
  act(() => {
    for (let i = 0; i < times; i += 1) press();
  });
}

/** Submits the button's form `times` times in the same moment (Enter held, a double click). */
function pressSubmit(button: HTMLElement, times: number) {
  const form = button.closest('form');
  if (!form) throw new Error('the button is not in a form');
  pressTimes(() => fireEvent.submit(form), times);
}

beforeEach(async () => {
  await draftStore.clear();
  clientSession.clear();
});

// A real HTTP round trip per press against the sandbox: slower than most component tests on a busy machine.
describe('one request per press, however fast the presses (src/flows/shared/submit)', { timeout: 60_000 }, () => {
  it('a step screen: a refused press is one request with its toast and stays; the next is one request, its toast and the next step', async () => {
    await leadAfterPersonalInfo(sandboxOf(), { childInvestment: true });
    draftStore.set('child-personal-info', {
      name: 'Tomáš',
      surname: 'Kováč',
      birthdate: '2015-03-10',
      birthnumber: '150310/1006',
      nationality: 'SK',
    });
    await sandboxOf().control('faults', { endpoint: 'personalChildInfo', status: 500 });
    renderScreen(<ChildPersonalInfoScreen />, '/steps/child-personal-info');
    const next = await screen.findByRole('button', { name: 'Pokračovať' });

    pressSubmit(next, 3);
    await waitFor(() => expect(toasts()).toContain(GENERIC_ERROR));
    expect(await sandboxOf().requestCount('personalChildInfo')).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/child-personal-info');
    expect(screen.getByRole('textbox', { name: /Meno dieťaťa/ })).toHaveValue('Tomáš');

    // Pressed again (a double click, Enter held): one more request, not repeated by itself before.
    pressSubmit(screen.getByRole('button', { name: 'Pokračovať' }), 2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/address-and-bank-account'));
    expect(await screen.findByText('Údaje dieťaťa boli uložené')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('personalChildInfo')).toBe(2);
  });

  it('the update sections: a refused send is one request with its toast; the next is one request, its toast and the evaluation', async () => {
    await openClientLink(SEED.clientLinks.questionnaire);
    clientSession.update({ index: sections.length - 1 });
    await sandboxOf().control('faults', { endpoint: 'newQuestionnaire', status: 500 });
    renderScreen(<UpdateSections />, '/sk/investment-questionnaire/', { route: '/:lang/investment-questionnaire/' });
    // The section's questions come once its validators have loaded (a chunk per section).
    const send = await screen.findByRole('button', { name: 'Odoslať dotazník' }, { timeout: 20_000 });

    pressSubmit(send, 3);
    await waitFor(() => expect(toasts()).toContain(GENERIC_ERROR));
    expect(await sandboxOf().requestCount('newQuestionnaire')).toBe(1);
    expect(screen.getByTestId('location')).not.toHaveTextContent('questionnaire-evaluation');

    pressSubmit(screen.getByRole('button', { name: 'Odoslať dotazník' }), 3);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sk/questionnaire-evaluation/'));
    expect(await screen.findByText('Dotazník bol uložený')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('newQuestionnaire')).toBe(2);
    expect(clientSession.get().result?.signature_token).toEqual(expect.any(String));
  });

  it('code signing: one code sent and one signature checked per press; a wrong code explained, the right one signs and goes on', async () => {
    const user = userEvent.setup();
    // The update sent as its sections would send it: the evaluation has a signature token.
    await openClientLink(SEED.clientLinks.questionnaire);
    const { token, lastAnswers = [] } = clientSession.get();
    const sent = await callApi('newQuestionnaire', {
      token,
      body: { odpovede: JSON.stringify(answerList(sections, prefillFrom(sections, lastAnswers))), lang: 'sk' },
    });
    clientSession.update({ result: { signature_token: sent.signature_token, risk_profile: sent.risk_profile } });

    renderScreen(<UpdateEvaluationScreen />, '/sk/questionnaire-evaluation/', {
      route: '/:lang/questionnaire-evaluation/',
    });
    const sendSms = screen.getByRole('button', { name: 'Poslať kód SMS správou' });
    pressTimes(() => fireEvent.click(sendSms), 3);
    await waitFor(() => expect(toasts()).toContain('Kód sme vám poslali SMS správou'));
    expect(await sandboxOf().requestCount('requestSignCode')).toBe(1);
    const code = (await sandboxOf().lastMessageTo(SEED.client.phone))?.code ?? '';
    expect(code).toMatch(/^[0-9]{6}$/);

    const input = screen.getByRole('textbox', { name: /Kód na podpis/ });
    await user.type(input, code === '000000' ? '111111' : '000000');
    pressSubmit(screen.getByRole('button', { name: 'Podpísať' }), 3);
    await waitFor(() =>
      expect(toasts().some((toast) => toast.startsWith('Formulár sa nepodarilo podpísať'))).toBe(true),
    );
    expect(await sandboxOf().requestCount('signQuestionnaire')).toBe(1);
    expect(input).toHaveAccessibleDescription(/^Formulár sa nepodarilo podpísať\./);

    await user.clear(input);
    await user.type(input, code);
    pressSubmit(screen.getByRole('button', { name: 'Podpísať' }), 3);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sk/update-thank-you'));
    expect(await screen.findByText('Formulár bol podpísaný')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('signQuestionnaire')).toBe(2);
  });
});
