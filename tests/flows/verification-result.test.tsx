import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_COOKIE, callApi, clearToken, keepLeadToken, profileStore, requestOnboardingToken } from '../../src/api';
import VerificationResultScreen from '../../src/flows/verification/verification-result-screen';
import type { RunningSandbox } from '../support/sandbox-server';
import { withScreenSandbox } from '../support/screen-sandbox';
import { renderScreen } from '../support/render-screen';
import type { SeededLead } from '../../src/sandbox/handlers/seed-lead';

const sandboxOf = withScreenSandbox();
const PATTERN = '/steps/verification-result/:uuid';

/** A lead at identity verification (POST /sandbox/leads), logged in as the login screen does it. */
async function loggedInLead(sandbox: RunningSandbox): Promise<SeededLead> {
  const lead = await sandbox.control<SeededLead>('leads', { at: 'verification' });
  await requestOnboardingToken();
  const login = await callApi('login', { body: { email: lead.email, password: lead.password } });
  keepLeadToken(login);
  profileStore.set({ ...login, intermediary: false });
  return lead;
}

/** The person finishes a session at the sandbox's identity provider with `outcome`. */
async function verify(sandbox: RunningSandbox, outcome: 'success' | 'submitted' | 'declined' | 'error') {
  const { url } = await callApi('startVerification', { body: {} });
  const response = await fetch(`${sandbox.baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('the verification result screen against the sandbox (SPEC §2, §4 verification results)', () => {
  it('success: says so, continues to the documents and records the finished step in the profile', async () => {
    const sandbox = sandboxOf();
    const lead = await loggedInLead(sandbox);
    await verify(sandbox, 'success');
    renderScreen(<VerificationResultScreen />, `/steps/verification-result/${lead.id}`, { route: PATTERN });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vaša totožnosť je overená' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovať' })).toHaveAttribute('href', '/steps/documents-upload');
    expect(profileStore.get()).toMatchObject({ verification_status: 'success', referrer_url: 5 });
    expect(screen.queryByRole('link', { name: 'Opakovať overenie' })).not.toBeInTheDocument();
  });

  it('submitted: asks to wait, in a polite live region, and the reload button asks the provider again', async () => {
    const sandbox = sandboxOf();
    const user = userEvent.setup();
    const lead = await loggedInLead(sandbox);
    await verify(sandbox, 'submitted');
    renderScreen(<VerificationResultScreen />, `/steps/verification-result/${lead.id}`, { route: PATTERN });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Overenie kontrolujeme' });
    expect(heading.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Stav overujeme automaticky každých 10 sekúnd.')).toBeInTheDocument();
    expect(screen.getByText(/^Naposledy zistené o \d/)).toBeInTheDocument();
    expect(await sandbox.requestCount('verificationStatus')).toBe(1);

    // Meanwhile the provider decides; the reload button (or the 10-second poll) shows it.
    await verify(sandbox, 'success');
    await user.click(screen.getByRole('button', { name: 'Zistiť stav znova' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Vaša totožnosť je overená' })).toBeInTheDocument();
    expect(await sandbox.requestCount('verificationStatus')).toBe(2);
  });

  it.each([
    ['declined', 'Overenie nebolo úspešné'],
    ['error', 'Pri overení nastala chyba'],
  ] as const)(
    '%s: explains, offers to repeat, and support with its hours, phone and e-mail',
    async (outcome, title) => {
      const sandbox = sandboxOf();
      const lead = await loggedInLead(sandbox);
      await verify(sandbox, outcome);
      renderScreen(<VerificationResultScreen />, `/steps/verification-result/${lead.id}`, { route: PATTERN });
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Opakovať overenie' })).toHaveAttribute(
        'href',
        '/steps/start-verification',
      );
      const support = screen.getByRole('region', { name: 'Kontaktujte podporu' });
      expect(support).toHaveTextContent('V pracovné dni od 8:00 do 16:00 (GMT+2)');
      expect(within(support).getByRole('link', { name: '+421 2 3210 4567' })).toHaveAttribute(
        'href',
        'tel:+421232104567',
      );
      expect(within(support).getByRole('link', { name: 'podpora@wem.sk' })).toHaveAttribute(
        'href',
        'mailto:podpora@wem.sk',
      );
      expect(screen.queryByRole('link', { name: 'Pokračovať' })).not.toBeInTheDocument();
    },
  );

  it('another lead’s id in the address: the person’s own status only, under their own id', async () => {
    const sandbox = sandboxOf();
    const other = await loggedInLead(sandbox);
    await verify(sandbox, 'declined');
    const lead = await loggedInLead(sandbox);
    await verify(sandbox, 'submitted');
    renderScreen(<VerificationResultScreen />, `/steps/verification-result/${other.id}`, { route: PATTERN });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overenie kontrolujeme' })).toBeInTheDocument();
    expect(screen.queryByText('Overenie nebolo úspešné')).not.toBeInTheDocument();
    expect(lead.id).not.toBe(other.id);
  });

  it('without a lead session: asks to log in and calls nothing', async () => {
    const sandbox = sandboxOf();
    clearToken(LEAD_COOKIE);
    renderScreen(<VerificationResultScreen />, '/steps/verification-result/00000000-0000-4000-8000-000000000000', {
      route: PATTERN,
    });
    expect(screen.getByText('Na zobrazenie výsledku overenia sa, prosím, prihláste.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/login');
    await waitFor(async () => expect(await sandbox.requestCount('verificationStatus')).toBe(0));
  });
});
