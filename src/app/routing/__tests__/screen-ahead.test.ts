import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileStore } from '../../../api';
import { AUTH_COOKIE, clearToken, writeToken } from '../../../api/cookies';
import { pathTo } from '../../../flows/shared/routes/routes';
import { setupI18n } from '../../i18n';
import { preloadScreen } from '../../screens/lazy-screen';
import { routeNamed } from '../route-table';
import { addressAhead, screenAheadOf } from '../screen-ahead';

const PROFILE = { verification_status: 'none' } as Profile;

describe('the screen rendered ahead (issue 24)', () => {
  // A screen's code is asked for with its texts.
  beforeAll(() => setupI18n('sk'));
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

  it('on the questionnaire, is its evaluation once the person answers the last section (its code asked for then)', async () => {
    expect(screenAheadOf('/steps/questionnaire', PROFILE)).toBeUndefined();
    const evaluation = routeNamed('questionnaire-evaluation');
    await preloadScreen(evaluation!.load);
    const ahead = screenAheadOf('/steps/questionnaire', PROFILE);
    expect(ahead?.route.name).toBe('questionnaire-evaluation');
    expect(ahead?.pathname).toBe('/steps/questionnaire-evaluation');
  });

  it('in the update flow, is not its evaluation, which reads the submission’s answer once, as it is first rendered', async () => {
    const evaluation = routeNamed('update-evaluation');
    await preloadScreen(evaluation!.load);
    expect(screenAheadOf('/bg/investment-questionnaire/', undefined)).toBeUndefined();
  });

  it('on the update’s introduction, is the questionnaire at the address its link goes to', () => {
    expect(screenAheadOf('/en/questionnaire-info/', undefined)?.pathname).toBe(
      `${pathTo('update-questionnaire', { lang: 'en' })}/`,
    );
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
    // The address the update flow's links and presses go to (`${pathTo(…)}/`), so the screen ahead is the one shown.
    expect(addressAhead('/:lang/investment-questionnaire/:token?', { lang: 'en', token: 'secret' })).toBe(
      '/en/investment-questionnaire/',
    );
    expect(addressAhead('/steps/verification-result/:uuid', {})).toBeUndefined();
    expect(addressAhead('/:lang/update-thank-you', {})).toBeUndefined();
  });
});
