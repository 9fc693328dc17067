import { LEAD_COOKIE, type LoginAnswer, clearToken, profileStore, readToken } from '../../../api';
import { takeLoginLink } from '../../shared/client-link/login-link';
import { draftStore } from '../../shared/draft-store';
import { startSession } from '../start-session';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (sub: string) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub, scope: 'lead' }))}.signature`;

const JANA = '4f1c2b8e-9a77-4c1e-8d3a-2f5b6c7d8e9f';
const PETER = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

const answerFor = (sub: string, changes: Partial<LoginAnswer> = {}): LoginAnswer => ({
  lead_token: tokenFor(sub),
  referrer_url: 2,
  model: 'Leads',
  verification_status: 'none',
  risk_profile_id: null,
  client_owner: false,
  ...changes,
});

beforeEach(() => {
  profileStore.set(undefined);
  draftStore.clear();
  clearToken(LEAD_COOKIE);
});

describe('startSession', () => {
  it('keeps the lead token, sets the profile from the answer and answers where the person resumes', () => {
    const answer = answerFor(JANA, {
      referrer_url: 9,
      verification_status: 'submitted',
      risk_profile_id: 3,
      client_owner: true,
    });
    expect(startSession(answer)).toBe(`/steps/verification-result/${JANA}`);
    expect(readToken(LEAD_COOKIE)).toBe(answer.lead_token);
    expect(profileStore.get()).toEqual({
      lead_token: answer.lead_token,
      referrer_url: 9,
      model: 'Leads',
      verification_status: 'submitted',
      risk_profile_id: 3,
      client_owner: true,
      intermediary: false,
    });
  });

  it('sends an existing client to the update’s introduction and hands it the login’s link token in memory', () => {
    const answer = answerFor(JANA, {
      model: 'Clients',
      referrer_url: 8,
      verification_status: 'success',
      risk_profile_id: 2,
      client_link_token: 'link-1',
    });
    expect(startSession(answer, 'en')).toBe('/en/questionnaire-info/');
    expect(profileStore.get()).toMatchObject({ model: 'Clients', risk_profile_id: 2 });
    expect(takeLoginLink()).toBe('link-1');
    expect(takeLoginLink()).toBeUndefined();
  });

  it('a lead’s login forgets a client’s link token handed over before', () => {
    startSession(answerFor(JANA, { model: 'Clients', client_link_token: 'link-1' }));
    startSession(answerFor(PETER));
    expect(takeLoginLink()).toBeUndefined();
  });

  it('reads a step number the provider sends as text', () => {
    expect(startSession({ ...answerFor(JANA), referrer_url: '3' as unknown as number })).toBe(
      '/steps/questionnaire-info',
    );
    expect(profileStore.get()?.referrer_url).toBe(3);
  });

  it('keeps what the same person typed when they log in again, for example after the session expired', () => {
    startSession(answerFor(JANA));
    draftStore.set('personal-info', { name: 'Jana' });
    startSession(answerFor(JANA));
    expect(draftStore.get('personal-info')).toEqual({ name: 'Jana' });
  });

  it('forgets what someone else typed in this tab, so nobody sees another person’s data', () => {
    startSession(answerFor(JANA));
    draftStore.set('personal-info', { name: 'Jana' });
    startSession(answerFor(PETER));
    expect(draftStore.get('personal-info')).toEqual({});
    expect(leadOf(profileStore.get()?.lead_token)).toBe(PETER);
  });

  it('forgets what was typed before anyone logged in', () => {
    draftStore.set('registration', { email: 'someone@example.sk' });
    startSession(answerFor(JANA));
    expect(draftStore.get('registration')).toEqual({});
  });
});

function leadOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub : undefined;
}
