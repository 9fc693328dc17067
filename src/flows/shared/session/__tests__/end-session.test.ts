import { LEAD_COOKIE, createQueryClient, profileStore, readToken } from '../../../../api';
import { newStrategySession } from '../../../new-strategy/new-strategy-session';
import { clientSession } from '../../../questionnaire-update/client-session';
import { handOverLoginLink, takeLoginLink } from '../../client-link/login-link';
import { draftStore } from '../../draft-store';
import { endSession } from '../end-session';
import { sessionFiles } from '../session-files';
import { startLead } from '../start-lead';
import { verifiedTargets } from '../verified-targets';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (sub: string) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify({ sub, scope: 'lead' }))}.signature`;
const profileOf = (sub: string) => ({
  lead_token: tokenFor(sub),
  referrer_url: 2,
  model: 'Leads' as const,
  verification_status: 'none' as const,
  risk_profile_id: null,
  client_owner: false,
  intermediary: false,
});

function fillSession(sub: string) {
  startLead(profileOf(sub));
  draftStore.set('personal-info', { name: 'Anna', birthnumber: '855412/1234' });
  const fileId = sessionFiles.put(new File(['scan'], 'vypis.png', { type: 'image/png' }));
  verifiedTargets.add('sms', '+421905111222', '123456');
  clientSession.start('client-zone-token');
  newStrategySession.start('client-zone-token-2');
  handOverLoginLink('link-token');
  const queries = createQueryClient();
  queries.setQueryData(['verificationStatus'], { verification_status: 'success' });
  queries.setQueryData(['countries', { lang: 'sk' }], [{ code: 'SK' }]);
  return { fileId, queries };
}

beforeEach(() => endSession());

describe('endSession', () => {
  it('forgets everything the session holds, keeping only the lists that are the same for everyone', async () => {
    const { fileId, queries } = fillSession('anna');
    await endSession();
    expect(readToken(LEAD_COOKIE)).toBeUndefined();
    expect(profileStore.get()).toBeUndefined();
    expect(draftStore.get('personal-info')).toEqual({});
    expect(sessionFiles.has(fileId)).toBe(false);
    expect(verifiedTargets.has('sms', '+421905111222')).toBe(false);
    expect(clientSession.get().token).toBeUndefined();
    expect(newStrategySession.get().token).toBeUndefined();
    expect(takeLoginLink()).toBeUndefined();
    expect(queries.getQueryData(['verificationStatus'])).toBeUndefined();
    expect(queries.getQueryData(['countries', { lang: 'sk' }])).toEqual([{ code: 'SK' }]);
  });

  it('empties the file store: no scan chosen by one person is left for the next', async () => {
    const { fileId } = fillSession('anna');
    const scan = sessionFiles.put(new File(['id card'], 'op.jpg', { type: 'image/jpeg' }));
    await endSession();
    expect([sessionFiles.get(fileId), sessionFiles.get(scan)]).toEqual([undefined, undefined]);
  });

  it('a timed-out session forgets the tokens and what the provider answered, and keeps what was typed for the same lead', async () => {
    const { fileId, queries } = fillSession('anna');
    await endSession({ keepTyped: true });
    expect(readToken(LEAD_COOKIE)).toBeUndefined();
    expect(profileStore.get()).toBeUndefined();
    expect(clientSession.get().token).toBeUndefined();
    expect(newStrategySession.get().token).toBeUndefined();
    expect(takeLoginLink()).toBeUndefined();
    expect(queries.getQueryData(['verificationStatus'])).toBeUndefined();
    expect(draftStore.get('personal-info')).toEqual({ name: 'Anna', birthnumber: '855412/1234' });
    expect(sessionFiles.has(fileId)).toBe(true);
    expect(verifiedTargets.acceptedCode('sms', '+421905111222')).toBe('123456');
    // The same person logs in again: all of it is theirs again; another person would end it (startLead).
    startLead(profileOf('anna'));
    expect(sessionFiles.has(fileId)).toBe(true);
  });

  it('the thank-you page keeps the profile it needs while it is shown', async () => {
    fillSession('anna');
    await endSession({ keepProfile: true });
    expect(profileStore.get()?.lead_token).toBe(tokenFor('anna'));
    expect(draftStore.get('personal-info')).toEqual({});
  });
});

describe('startLead', () => {
  it('another lead ends the session before it: drafts and files are gone', () => {
    const { fileId } = fillSession('anna');
    startLead(profileOf('boris'));
    expect(draftStore.get('personal-info')).toEqual({});
    expect(sessionFiles.has(fileId)).toBe(false);
    expect(readToken(LEAD_COOKIE)).toBe(tokenFor('boris'));
  });

  it('the same lead again (an expired session, logged in anew) keeps what it typed', () => {
    const { fileId } = fillSession('anna');
    startLead(profileOf('anna'));
    expect(draftStore.get('personal-info')).toEqual({ name: 'Anna', birthnumber: '855412/1234' });
    expect(sessionFiles.has(fileId)).toBe(true);
  });
});

describe('draftStore', () => {
  it('never keeps a password or a code', () => {
    draftStore.set('registration', {
      email: 'a@example.sk',
      password: 'x',
      repeat_password: 'x',
      email_code: '123456',
      consent: true,
    });
    draftStore.set('personal-info', { phone: '+421905111222', sms_code: '654321' });
    expect(draftStore.get('registration')).toEqual({ email: 'a@example.sk', consent: true });
    expect(draftStore.get('personal-info')).toEqual({ phone: '+421905111222' });
  });
});
