import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '../../src/api';
import { clientSession } from '../../src/flows/questionnaire-update/client-session';
import { openClientLink } from '../../src/flows/questionnaire-update/open-client-link';
import UpdateEvaluationScreen from '../../src/flows/questionnaire-update/update-evaluation-screen';
import { goldenAnswers } from '../../src/sandbox/__tests__/golden-answers';
import { SEED } from '../../src/sandbox/seed';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';

const sandboxOf = withScreenSandbox();
afterEach(() => clientSession.clear());

/** Opens a client's link as the update does and submits the dynamic answer set (profile 3), as the last part does. */
async function submitDynamicUpdate(linkToken: string) {
  await openClientLink(linkToken);
  const answer = await callApi('newQuestionnaire', {
    token: clientSession.get().token,
    body: { odpovede: JSON.stringify(goldenAnswers('dynamic-entrepreneur').answers), lang: 'sk' },
  });
  clientSession.update({ result: answer });
}

/** Asks for the code by SMS, types the one the sandbox sent and signs. */
async function sign(phone: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Poslať kód SMS správou' }));
  await waitFor(async () => expect((await sandboxOf().lastMessageTo(phone))?.code).toBeTruthy());
  const code = (await sandboxOf().lastMessageTo(phone))?.code ?? '';
  await user.type(screen.getByRole('textbox', { name: 'Kód na podpis' }), code);
  await user.click(screen.getByRole('button', { name: 'Podpísať' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sk/update-thank-you'));
}

const route = { route: '/:lang/questionnaire-evaluation/:token?' };

describe('the update’s evaluation: profile changes (ESMA35-43-3172 guideline 5 paras 58-59)', () => {
  it('a riskier profile 10 days after the last questionnaire is told before signing and sent flagged', async () => {
    await submitDynamicUpdate(SEED.recentClientLinks.questionnaire);
    renderScreen(<UpdateEvaluationScreen />, '/sk/questionnaire-evaluation/', route);
    expect(
      await screen.findByText(
        'Váš rizikový profil sa zmenil z profilu Vyvážený na profil Dynamický, ktorý je rizikovejší.',
      ),
    ).toBeVisible();
    const notice = screen.getByRole('region', {
      name: 'Pred podpisom: rizikovejší profil krátko po poslednom dotazníku',
    });
    expect(within(notice).getByText(/Vaše odpovede teraz vedú k rizikovejšiemu profilu Dynamický/)).toBeVisible();
    expect(within(notice).getByText(/do 30 dní od posledného/)).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Skontrolovať moje odpovede' })).toHaveAttribute(
      'href',
      '/sk/investment-questionnaire/',
    );
    // The notice comes before the signing, which it describes.
    const signing = screen.getByRole('region', { name: 'Podpis dotazníka' });
    expect(notice.compareDocumentPosition(signing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signing).toHaveAccessibleDescription(/Pred podpisom: rizikovejší profil/);
    expect(await screen.findByRole('img', { name: /váš profil Dynamický je stupeň 3 zo 4/ })).toBeInTheDocument();

    await sign(SEED.recentClient.phone);
    expect(sandboxOf().store.clients.get(SEED.recentClient.id)?.profileChanges).toEqual([
      {
        from_risk_profile_id: 2,
        to_risk_profile_id: 3,
        riskier_within_period: true,
        period_days: 30,
        signed_at: expect.any(String),
      },
    ]);
  }, 60_000);

  it('the same change a year after the last questionnaire is stated, not flagged', async () => {
    await submitDynamicUpdate(SEED.clientLinks.questionnaire);
    renderScreen(<UpdateEvaluationScreen />, '/sk/questionnaire-evaluation/', route);
    expect(
      await screen.findByText(
        'Váš rizikový profil sa zmenil z profilu Vyvážený na profil Dynamický, ktorý je rizikovejší.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /Pred podpisom/ })).toBeNull();
    await sign(SEED.client.phone);
    expect(sandboxOf().store.clients.get(SEED.client.id)?.profileChanges).toEqual([
      expect.objectContaining({ from_risk_profile_id: 2, to_risk_profile_id: 3, riskier_within_period: false }),
    ]);
  }, 60_000);

  it('an unchanged profile is said to be unchanged', async () => {
    await openClientLink(SEED.recentClientLinks.questionnaire);
    const answer = await callApi('newQuestionnaire', {
      token: clientSession.get().token,
      body: { odpovede: JSON.stringify(goldenAnswers('balanced-employee').answers), lang: 'sk' },
    });
    clientSession.update({ result: answer });
    renderScreen(<UpdateEvaluationScreen />, '/sk/questionnaire-evaluation/', route);
    expect(
      await screen.findByText('Váš rizikový profil sa nezmenil: Vyvážený, ako vo vašom poslednom dotazníku.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /Pred podpisom/ })).toBeNull();
  }, 60_000);
});
