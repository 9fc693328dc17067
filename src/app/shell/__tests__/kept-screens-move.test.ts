import { type Location, NavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileStore } from '../../../api';
import { AUTH_COOKIE, clearToken, writeToken } from '../../../api/cookies';
import { shownRoute } from '../../routing/route-redirect';
import { type Kept, type KeptScreen, moveTo, nearOnly, withAhead } from '../kept-screens';

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

describe('KeptScreens: a move to the screen rendered ahead', () => {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
    shownRoute('questionnaire-info');
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });

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

  it('still renders anew where the screen ahead was rendered from another route', () => {
    const kept = onIntroduction();
    const ahead = kept.screens[1]!;
    const fromAddress = { ...kept, screens: [kept.screens[0]!, { ...ahead, from: 'address-and-bank-account' }] };
    expect(shown(pressStart(fromAddress))?.id).toBe(3);
  });
});

/** Back on the introduction (entry q) from the questionnaire (entry n), which was shown after being rendered ahead. */
function backOnIntroduction(): Kept {
  const { screens } = onIntroduction();
  const [introduction, ahead] = screens as [KeptScreen, KeptScreen];
  const forward: KeptScreen = {
    ...ahead,
    entry: 'n',
    address: { location: at('/steps/questionnaire', 'n'), navigationType: NavigationType.Push },
  };
  return { keys: ['a', 'q', 'n'], index: 1, next: 3, screens: [introduction, forward] };
}

describe('KeptScreens: after back, the screen forward is the one ahead', () => {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
    shownRoute('questionnaire-info');
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });

  it('renders no second copy of the screen forward ahead', () => {
    const kept = backOnIntroduction();
    expect(withAhead(kept, at('/steps/questionnaire-info', 'q'), SESSION).screens).toHaveLength(2);
  });

  it('still renders the screen ahead where the screen forward is another', () => {
    const kept = backOnIntroduction();
    const [introduction, forward] = kept.screens as [KeptScreen, KeptScreen];
    const elsewhere = { ...kept, screens: [introduction, { ...forward, from: 'address-and-bank-account' }] };
    expect(withAhead(elsewhere, at('/steps/questionnaire-info', 'q'), SESSION).screens).toHaveLength(3);
  });

  it('shows the screen forward on the press, one screen of the questionnaire mounted', () => {
    const after = pressStart(withAhead(backOnIntroduction(), at('/steps/questionnaire-info', 'q'), SESSION));
    expect(shown(after)?.id).toBe(2);
    expect(after.screens.filter(({ address }) => address.location.pathname === '/steps/questionnaire')).toHaveLength(1);
  });

  it('shows a kept screen on forward with the address it had, so nothing reading it renders again', () => {
    const kept = backOnIntroduction();
    const forward = kept.screens[1]!;
    const after = moveTo(kept, {
      location: at('/steps/questionnaire', 'n'),
      move: NavigationType.Pop,
      outlet: null,
      session: SESSION,
      hydrated: true,
    });
    expect(shown(after)?.id).toBe(2);
    expect(shown(after)?.address).toBe(forward.address);
  });
});

describe('KeptScreens: back and forward keep the screen rendered ahead', () => {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
    shownRoute('questionnaire-info');
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });

  const pop = (kept: Kept, pathname: string, key: string) =>
    moveTo(kept, {
      location: at(pathname, key),
      move: NavigationType.Pop,
      outlet: null,
      session: SESSION,
      hydrated: true,
    });

  it('keeps the questionnaire rendered ahead of its introduction through back and forward, and shows it on the press', () => {
    const onIntro = onIntroduction();
    const address = keptScreen(0, 'a', '/steps/address-and-bank-account', NavigationType.Push);
    const kept = { ...onIntro, screens: [address, ...onIntro.screens] };
    const back = pop(kept, '/steps/address-and-bank-account', 'a');
    expect(back.screens.map(({ id }) => id)).toContain(2);
    const forward = pop(back, '/steps/questionnaire-info', 'q');
    // Nothing to render ahead again: the same screens.
    expect(withAhead(forward, at('/steps/questionnaire-info', 'q'), SESSION)).toBe(forward);
    expect(shown(pressStart(forward))?.id).toBe(2);
  });
});

describe('KeptScreens: the screens left far behind', () => {
  beforeEach(() => {
    writeToken(AUTH_COOKIE, 'token');
    profileStore.set(PROFILE);
    shownRoute('questionnaire-info');
  });
  afterEach(() => {
    clearToken(AUTH_COOKIE);
    profileStore.set(undefined);
  });

  it('are unmounted when the browser is idle (nearOnly), not by the move itself', () => {
    const personal = keptScreen(0, 'p', '/steps/personal-info', NavigationType.Push);
    const address = keptScreen(4, 'a', '/steps/address-and-bank-account', NavigationType.Push);
    const onIntro = onIntroduction();
    const kept = { ...onIntro, keys: ['p', 'a', 'q'], index: 2, screens: [personal, address, ...onIntro.screens] };
    const after = pressStart(kept);
    // Three entries back now: still mounted in the commit that shows the questionnaire.
    expect(after.screens.map(({ id }) => id)).toContain(0);
    const idle = nearOnly(after);
    expect(idle.screens.map(({ id }) => id).sort()).toEqual([1, 2, 4]);
    expect(nearOnly(idle)).toBe(idle);
  });
});
