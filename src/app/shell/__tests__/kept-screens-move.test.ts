import { type Location, NavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileStore } from '../../../api';
import { AUTH_COOKIE, clearToken, writeToken } from '../../../api/cookies';
import { shownRoute } from '../../routing/route-redirect';
import { type Kept, type KeptScreen, moveTo, withAhead } from '../kept-screens';

const SESSION = 'token lead';
const PROFILE = { verification_status: 'none' } as Profile;

const at = (pathname: string, key: string): Location => ({ pathname, search: '', hash: '', state: null, key });

/** A screen of this session kept in a box of its own, for the history entry `entry` at `pathname`. */
const keptScreen = (id: number, entry: string, pathname: string, navigationType: NavigationType): KeptScreen => ({
  id,
  entry,
  address: { location: at(pathname, entry), navigationType },
  outlet: null,
  session: SESSION,
  box: document.createElement('div'),
});

/** On the questionnaire's introduction (entry q), with the questionnaire rendered ahead of it, hidden. */
function onIntroduction(): Kept {
  const introduction = keptScreen(1, 'q', '/steps/questionnaire-info', NavigationType.Pop);
  const ahead: KeptScreen = {
    ...keptScreen(2, 'ahead q', '/steps/questionnaire', NavigationType.Push),
    from: 'questionnaire-info',
    profile: JSON.stringify({ ...PROFILE, referrer_url: undefined }),
  };
  return { keys: ['a', 'q'], index: 1, next: 3, screens: [introduction, ahead] };
}

const pressStart = (kept: Kept) =>
  moveTo(kept, {
    location: at('/steps/questionnaire', 'n'),
    move: NavigationType.Push,
    outlet: null,
    session: SESSION,
    hydrated: true,
  });

const shown = (kept: Kept) => kept.screens.find(({ entry }) => entry === kept.keys[kept.index]);

/** A signed-in lead whose last shown route is `route` (the introduction by default), for each test of the block. */
function signedInOnTheIntroduction(route = 'questionnaire-info'): void {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
    shownRoute(route);
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });
}

describe('KeptScreens: a move to the screen rendered ahead', () => {
  signedInOnTheIntroduction();

  it('shows the screen rendered ahead', () => {
    expect(shown(pressStart(onIntroduction()))?.id).toBe(2);
  });

  it('shows it again when React renders the same move once more after that screen’s effects ran', () => {
    const before = onIntroduction();
    pressStart(before);
    // The questionnaire, shown, has marked itself as the route the next one comes from (GuardedRoute's effect); the
    // move rendered again from the state before it must still see the introduction as the route being left, or the
    // step guard sends the person back to the introduction they pressed "Start" on.
    shownRoute('questionnaire');
    const again = pressStart(before);
    expect(shown(again)?.id).toBe(2);
    expect(shown(again)?.address.location.pathname).toBe('/steps/questionnaire');
  });

  it('renders anew where the profile changed since the screen ahead was rendered', () => {
    profileStore.set({ ...PROFILE, intermediary: true });
    expect(shown(pressStart(onIntroduction()))?.id).toBe(3);
  });

  it('still renders anew where the screen ahead was rendered from another route', () => {
    const kept = onIntroduction();
    const ahead = kept.screens[1]!;
    const fromAddress = { ...kept, screens: [kept.screens[0]!, { ...ahead, from: 'address-and-bank-account' }] };
    expect(shown(pressStart(fromAddress))?.id).toBe(3);
  });
});

describe('KeptScreens: the evaluation rendered ahead before the provider’s answer', () => {
  signedInOnTheIntroduction('questionnaire');

  it('is shown after the answer brought the risk profile: it shows the profile as it is (it follows the answer)', () => {
    const questionnaire = keptScreen(1, 'q', '/steps/questionnaire', NavigationType.Push);
    const ahead: KeptScreen = {
      ...keptScreen(2, 'ahead q', '/steps/questionnaire-evaluation', NavigationType.Push),
      from: 'questionnaire',
      profile: JSON.stringify({ ...PROFILE, referrer_url: undefined }),
    };
    profileStore.set({ ...PROFILE, risk_profile_id: 3 });
    const kept = moveTo(
      { keys: ['q'], index: 0, next: 3, screens: [questionnaire, ahead] },
      {
        location: at('/steps/questionnaire-evaluation', 'e'),
        move: NavigationType.Push,
        outlet: null,
        session: SESSION,
        hydrated: true,
      },
    );
    expect(shown(kept)?.id).toBe(2);
  });
});

describe('KeptScreens: a move React renders again, and an update applied after a move it was queued before', () => {
  signedInOnTheIntroduction();

  /** On the introduction, pressed before the questionnaire was rendered ahead of it. */
  const introductionOnly = (): Kept => ({ ...onIntroduction(), screens: [onIntroduction().screens[0]!] });

  it('shows the very screen of the first render, in its box, when the same move is rendered again', () => {
    const before = introductionOnly();
    const first = shown(pressStart(before));
    // That questionnaire was committed and marked itself as shown; React renders the move again from the state before.
    shownRoute('questionnaire');
    const again = shown(pressStart(before));
    // A new box would be a new portal: the screen mounted afresh, its step guard taking 'questionnaire' for its origin.
    expect(again?.box).toBe(first?.box);
    expect(again?.id).toBe(first?.id);
    // And a copy mounted anyway takes the route left for its step guard's origin (ScreenOriginContext), not
    // previousRoute().
    expect(first?.origin).toEqual({ from: 'questionnaire-info' });
  });

  it('renders nothing ahead once another screen has shown', () => {
    const kept = introductionOnly();
    expect(withAhead(kept, at('/steps/questionnaire-info', 'q'), SESSION).screens).toHaveLength(2);
    // The questionnaire pressed on and shown (its effect marked it) before React applied the update rendering ahead:
    // a questionnaire rendered then would take 'questionnaire' for its step guard's origin and send the person back.
    shownRoute('questionnaire');
    expect(withAhead(kept, at('/steps/questionnaire-info', 'q'), SESSION)).toBe(kept);
  });
});

describe('KeptScreens: back and forward (returns within 50 ms at 4x CPU, issue 24)', () => {
  signedInOnTheIntroduction();

  /** On the introduction (q, the questionnaire rendered ahead of it), the address step (a) kept behind it. */
  const withAddressBehind = (): Kept => {
    const kept = onIntroduction();
    return {
      ...kept,
      screens: [keptScreen(0, 'a', '/steps/address-and-bank-account', NavigationType.Push), ...kept.screens],
    };
  };
  const back = (kept: Kept) =>
    moveTo(kept, {
      location: at('/steps/address-and-bank-account', 'a'),
      move: NavigationType.Pop,
      outlet: null,
      session: SESSION,
      hydrated: true,
    });

  it('shows the kept screen with its address as it was: nothing in it that reads the location renders again', () => {
    const kept = withAddressBehind();
    const address = kept.screens[0]!.address;
    expect(shown(back(kept))?.id).toBe(0);
    expect(shown(back(kept))?.address).toBe(address);
  });

  it('keeps the screen rendered ahead of the entry left: not unmounted on back, not rendered again after forward', () => {
    const screens = back(withAddressBehind()).screens;
    expect(screens.find(({ entry }) => entry === 'ahead q')?.id).toBe(2);
  });
});

describe('KeptScreens: another person’s session in the tab (one tab, one person)', () => {
  signedInOnTheIntroduction('registration');

  it('never shows the screen kept for the session before: forward after a new e-mail code renders the entry anew', () => {
    // Personal data (entry p) kept behind the registration (entry r) the person went back to; there a new e-mail code
    // started another lead, so the tab's session is another one.
    const personalData = keptScreen(1, 'p', '/steps/personal-info', NavigationType.Push);
    const registration = keptScreen(2, 'r', '/registration', NavigationType.Pop);
    const forward = moveTo(
      { keys: ['r', 'p'], index: 0, next: 3, screens: [personalData, registration] },
      {
        location: at('/steps/personal-info', 'p'),
        move: NavigationType.Pop,
        outlet: null,
        session: 'token another-lead',
        hydrated: true,
      },
    );
    expect(shown(forward)?.id).toBe(3);
    expect(forward.screens.filter(({ entry }) => entry === 'p').map(({ id }) => id)).toEqual([3]);
  });
});
