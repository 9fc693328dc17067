import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { withSandbox } from '../../../../tests/support/sandbox-server';
import { requestOnboardingToken } from '../../../api';
import { configureDefinitionsStore } from '../../shared/definitions-runtime/load-manifest';
import { draftStore } from '../../shared/draft-store';
import ForgotPasswordScreen from '../forgot-password-screen';
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
  // The e-mail stays in the session's drafts (nothing secret); each test starts from an empty form.
  draftStore.clear();
  await requestOnboardingToken();
});

async function ask(email: string) {
  const user = userEvent.setup();
  const rendered = renderScreen(<ForgotPasswordScreen />, '/forgot-password', {
    route: '/forgot-password',
    i18n: texts,
    recordFeedback: true,
  });
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), email);
  await user.click(screen.getByRole('button', { name: 'Poslať odkaz' }));
  return { user, ...rendered };
}

const sentText = (email: string) =>
  `Ak je e-mail ${email} zaregistrovaný, poslali sme naň odkaz na nastavenie nového hesla. Ak správu nevidíte, pozrite sa aj do priečinka nevyžiadanej pošty.`;

describe('the forgotten-password screen against the sandbox', () => {
  it('says the same for a registered and an unknown e-mail; only the registered one gets a link', async () => {
    for (const email of ['lead@sandbox.test', 'nobody@example.sk']) {
      const { shown, unmount } = await ask(email);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(sentText(email)));
      expect(shown.successes).toEqual(['Žiadosť sme prijali']);
      expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
      unmount();
      draftStore.clear();
    }
    expect((await sandboxOf().lastMessageTo('lead@sandbox.test'))?.link).toMatch(/\/sk\/reset-password\/[\w-]+$/);
    expect(await sandboxOf().lastMessageTo('nobody@example.sk')).toBeUndefined();
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(2);
  });

  it('refuses a sixth request within five minutes with the password-recovery text, and takes back the confirmation', async () => {
    const { user, shown } = await ask('lead@sandbox.test');
    const button = screen.getByRole('button', { name: /Poslať odkaz|Odosiela sa/ });
    for (let request = 2; request <= 6; request += 1) {
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    }
    await waitFor(() =>
      expect(shown.errors).toEqual([
        'Vyskytla sa chyba: Prekročili ste počet pokusov pre obnovu hesla. Skúste to znova o 5 minút.',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(6);
  });

  it('checks the e-mail before sending anything', async () => {
    await ask('not-an-email');
    expect(await screen.findByText('Zadajte platnú e-mailovú adresu.')).toBeInTheDocument();
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(0);
  });

  it('leads back to login', async () => {
    renderScreen(<ForgotPasswordScreen />, '/forgot-password', {
      route: '/forgot-password',
      i18n: texts,
      recordFeedback: true,
    });
    expect(await screen.findByRole('link', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '/login');
  });
});
