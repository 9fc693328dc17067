import { screen, waitFor, within } from '@testing-library/react';
import { LEAD_COOKIE, profileStore, readToken } from '../../src/api';
import { writeToken } from '../../src/api/cookies';
import { setupI18n } from '../../src/app/i18n';
import { draftStore } from '../../src/flows/shared/draft-store';
import { DEFAULT_CLIENT_ZONE_URL, clientZoneUrl } from '../../src/flows/thank-you/client-zone-url';
import ThankYouScreen from '../../src/flows/thank-you/thank-you-screen';
import { renderScreen } from '../support/render-screen';

beforeAll(async () => {
  await setupI18n('sk');
});

describe('the thank-you page', () => {
  it('says what happens next, links the client zone, and forgets the onboarding session', async () => {
    writeToken(LEAD_COOKIE, 'lead-token');
    draftStore.set('personal-info', { name: 'Mária', birthnumber: '855412/0003' });
    profileStore.set({
      lead_token: 'lead-token',
      referrer_url: 7,
      model: 'Leads',
      verification_status: 'success',
      risk_profile_id: 2,
      client_owner: false,
      intermediary: false,
    });

    const { unmount } = renderScreen(<ThankYouScreen />, '/steps/thank-you');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ďakujeme, zmluvy sú podpísané');
    const next = within(screen.getByRole('region', { name: 'Čo bude nasledovať' }));
    expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Podpísané zmluvy sme vám poslali e-mailom. Uschovajte si ich.',
      'Vaše údaje a doklady skontrolujeme a potom vám účet otvoríme. O otvorení účtu vám dáme vedieť e-mailom.',
      'Pokyny na prvý vklad vám pošleme e-mailom.',
    ]);
    expect(screen.getByRole('link', { name: 'Prejsť do klientskej zóny' })).toHaveAttribute(
      'href',
      DEFAULT_CLIENT_ZONE_URL,
    );

    // Nothing personal stays for the next person: the lead cookie and everything typed are gone once the page is
    // drawn…
    await waitFor(() => expect(readToken(LEAD_COOKIE)).toBeUndefined());
    expect(draftStore.get('personal-info')).toEqual({});
    // …and the profile (which the step guard needs while the page is shown) once the page is left.
    expect(profileStore.get()).toBeDefined();
    unmount();
    await waitFor(() => expect(profileStore.get()).toBeUndefined());
  });
});

describe('the client zone address (VITE_CLIENT_ZONE_URL)', () => {
  it('takes a configured https address and falls back to the default otherwise, plain http included', () => {
    expect(clientZoneUrl('https://klient.example.sk/prihlasenie')).toBe('https://klient.example.sk/prihlasenie');
    expect(clientZoneUrl(' https://localhost:8443/ ')).toBe('https://localhost:8443/');
    for (const configured of [
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'klient.example.sk',
      'ftp://example.sk/',
      'http://klient.example.sk/',
      ' http://localhost:8080/ ',
    ]) {
      expect(clientZoneUrl(configured)).toBe(DEFAULT_CLIENT_ZONE_URL);
    }
  });
});
