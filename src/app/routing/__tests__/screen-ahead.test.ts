import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileStore } from '../../../api';
import { AUTH_COOKIE, clearToken, writeToken } from '../../../api/cookies';
import { addressAhead, screenAheadOf } from '../screen-ahead';

const PROFILE = { verification_status: 'none' } as Profile;

describe('the screen rendered ahead (issue 24)', () => {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });

  it('is the step the flow leads to, at its address', () => {
    const ahead = screenAheadOf('/steps/questionnaire-info', PROFILE);
    expect(ahead?.route.name).toBe('questionnaire');
    expect(ahead?.pathname).toBe('/steps/questionnaire');
  });

  it('in the update flow, takes the language of the address the client is at', () => {
    for (const lang of ['sk', 'en', 'bg']) {
      const ahead = screenAheadOf(`/${lang}/questionnaire-evaluation/`, undefined);
      expect(ahead?.route.name).toBe('update-thank-you');
      expect(ahead?.pathname).toBe(`/${lang}/update-thank-you`);
    }
  });

  it('is none where its address has a part only the navigation knows', () => {
    expect(screenAheadOf('/steps/start-verification', PROFILE)).toBeUndefined();
  });
});

describe('addressAhead', () => {
  it('fills in the parameters the next address names from the current one', () => {
    expect(addressAhead('/:lang/update-thank-you', { lang: 'bg' })).toBe('/bg/update-thank-you');
    expect(addressAhead('/steps/contracts', {})).toBe('/steps/contracts');
  });

  it('leaves the optional parameters out, as the flows navigate, and answers none where a required one is unknown', () => {
    expect(addressAhead('/:lang/investment-questionnaire/:token?', { lang: 'en', token: 'secret' })).toBe(
      '/en/investment-questionnaire',
    );
    expect(addressAhead('/steps/verification-result/:uuid', {})).toBeUndefined();
    expect(addressAhead('/:lang/update-thank-you', {})).toBeUndefined();
  });
});
