import {
  Activity,
  type ContextType,
  type ReactNode,
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { AUTH_COOKIE, LEAD_COOKIE, type Profile, profileStore, readToken } from '../../api';
import { previousRoute, redirectOf } from '../routing/route-redirect';
import { routeAt } from '../routing/route-table';
import { ScreenOriginContext } from '../routing/screen-origin-context';
import { screenAheadOf } from '../routing/screen-ahead';
import { preloadScreenAhead } from '../screens/lazy-screen';
import { useHydrated } from '../use-hydrated';
import { whenIdle } from '../when-idle';
import { onNextAct } from '../when-person-acts';
import { screenAt } from './screen-at';
import { newScreenBox, placeScreenBoxes, watchScreenBoxes } from './screen-boxes';
import { useLeavingScreens } from './use-leaving-screens';

/**
 * The heading the app focuses as a screen shows (focusScreenHeading): its focus is not the person acting. Taken for
 * one, the screen ahead was rendered at every arrival, also when the person went straight back (issue 24: the
 * questionnaire's first section, rendered ahead of its introduction, landed in the back to the address step under
 * load).
 */
const SCREEN_HEADING = 'main h1';

/** A screen mounted in the page: the history entry it shows, its address and element, whose session, its DOM's box. */
export interface KeptScreen {
  /** Its React key, for as long as it is mounted. */
  id: number;
  /** The location key of its history entry; `ahead <key>` for the screen rendered ahead of that entry's. */
  entry: string;
  address: { location: Location; navigationType: NavigationType };
  outlet: ReactNode;
  session: string;
  /**
   * A box of its own, in the page whether shown or hidden, laid out either way and hidden from everyone while hidden
   * (screen-boxes.ts). None for the page the browser loaded and hydrated (its screen is in the prerendered HTML),
   * which is not kept; the screen ahead of it has one.
   */
  box: HTMLDivElement | undefined;
  /** A screen rendered ahead: the route shown then (its step guard's origin) and the profile it was rendered with. */
  from?: string | undefined;
  profile?: string;
  /** Its step guard's origin (ScreenOriginContext): one object per screen, so that context never changes. */
  origin?: { from: string | undefined };
}

/** The tab's history as far as the app saw it (React Router's location keys) and the screens mounted. */
export interface Kept {
  keys: readonly string[];
  index: number;
  screens: readonly KeptScreen[];
  next: number;
}

/** The tokens of the tab: a screen is kept for the session it showed, never shown to another (or after its end). */
const sessionNow = (): string =>
  typeof document === 'undefined' ? '' : `${readToken(AUTH_COOKIE) ?? ''} ${readToken(LEAD_COOKIE) ?? ''}`;

/**
 * The profile as screens show it: the last completed step (`referrer_url`), which every step's answer raises, is read
 * by the login's redirect only.
 */
const shownProfile = (profile: Profile | undefined): string =>
  JSON.stringify(profile ? { ...profile, referrer_url: undefined } : null);

/** Where the page is now: the address, how it was reached, the route's element, the session, hydrated or not. */
export interface Now {
  location: Location;
  move: NavigationType;
  outlet: ReactNode;
  session: string;
  hydrated: boolean;
}

/**
 * The screens after a move to `now.location`, the history followed as the browser keeps it (a push drops the entries
 * ahead, a replace keeps the screen: a token taken out of the address). Back or forward shows the entry's kept screen,
 * a push the screen rendered ahead, each only where it is what a fresh navigation would render: the same session, the
 * step guard (SPEC §4) letting the person in from the route being left, and for the screen ahead its address, the
 * route it was rendered from and the profile it read (any, for a screen that follows the answer leading to it: it
 * shows the profile as it is now, route-table.ts). Otherwise the route renders anew.
 */
export function moveTo(kept: Kept, now: Now): Kept {
  // The same move rendered again from the same state (React may render it anew, after the screen it showed was
  // committed and ran its effects) shows that same screen: a new box would be a new portal, the screen mounted afresh,
  // whose step guard (GuardedRoute, its origin read from previousRoute() as it mounts) would then take its own route,
  // just marked as shown, for its origin and send the person back (the press on "Start" that did nothing, issue 24).
  const made = moves.get(kept);
  if (made?.key === now.location.key && made.move === now.move) return made.result;
  const result = movedTo(kept, now);
  moves.set(kept, { key: now.location.key, move: now.move, result });
  return result;
}

// The moves made from each state, for the same move rendered again (moveTo).
const moves = new WeakMap<Kept, { key: string; move: NavigationType; result: Kept }>();

/** moveTo's screens, made once per state and move. */
function movedTo(kept: Kept, { location, move, outlet, session, hydrated }: Now): Kept {
  const { key, pathname } = location;
  const left = kept.keys[kept.index] ?? '';
  let { keys, index } = kept;
  if (move === 'POP') {
    index = keys.indexOf(key);
    if (index < 0) [keys, index] = [[key], 0];
  } else if (move === 'REPLACE') keys = keys.map((k, i) => (i === index ? key : k));
  else [keys, index] = [[...keys.slice(Math.max(0, index - 48), index + 1), key], Math.min(index + 1, 49)];

  const route = routeAt(pathname);
  const profile = profileStore.get();
  // The route of the entry being left. Not previousRoute() alone: the screen shown by this very move sets that from
  // its effect, and React may render this move again after it ran (seen at 4x CPU: the screen rendered ahead was then
  // found not to fit, rendered anew, and its step guard sent the person back to where they pressed).
  const leftScreen = kept.screens.find(({ entry }) => entry === left);
  const from = (leftScreen && routeAt(leftScreen.address.location.pathname)?.name) ?? previousRoute();
  const candidate = kept.screens.find(
    ({ entry }) => entry === { POP: key, PUSH: `ahead ${left}`, REPLACE: left }[move],
  );
  const fits =
    candidate &&
    (move === 'REPLACE' ||
      (candidate.session === session &&
        candidate.box &&
        !(route && redirectOf(route, pathname, from, profile)) &&
        (move === 'POP' ||
          (candidate.address.location.pathname === pathname &&
            candidate.from === from &&
            (candidate.profile === shownProfile(profile) || route?.followsAnswer)))));
  const found = fits ? candidate : undefined;
  let { next } = kept;
  const address = { location, navigationType: move };
  const current: KeptScreen = found
    ? // A return shows the kept element as it was, with its entry's address object too (a new one renders every
      // reader of the location in it again: the step guard, the screen; 68 more component renders a return at 4x
      // CPU); a replace the route's element now. (Nothing in the screens reads how the entry was reached.)
      {
        ...found,
        entry: key,
        address: found.address.location.key === key ? found.address : address,
        outlet: move === 'REPLACE' ? outlet : found.outlet,
      }
    : {
        id: next++,
        entry: key,
        address,
        outlet,
        session,
        box: hydrated ? newScreenBox() : undefined,
        origin: { from },
      };
  // Kept: the screens of the two entries on either side of the current one, and those rendered ahead of it and of the
  // entries next to it: unmounting one (the questionnaire ahead of its introduction, on back) is a whole tree's work
  // inside the return's commit, and it is rendered again after forward.
  const near = new Set(
    keys.flatMap((k, i) => {
      const far = Math.abs(i - index);
      return far > 2 ? [] : far > 1 ? [k] : [k, `ahead ${k}`];
    }),
  );
  // Not the screen that did not fit either: kept under the entry now shown, it would be found in its place (the
  // screen of an ended session shown again, with what the person before typed in it, as the next one went forward).
  const others = kept.screens.filter((screen) => screen !== candidate && screen.box && near.has(screen.entry));
  return { keys, index, next, screens: [...others, current] };
}

/** The screens with the one ahead of `from`'s (screen-ahead.ts), as a navigation from there would render it. */
export function withAhead(kept: Kept, from: Location, session: string): Kept {
  const entry = `ahead ${from.key}`;
  const profile = profileStore.get();
  const ahead = kept.keys[kept.index] === from.key && screenAheadOf(from.pathname, profile);
  // Not once another screen has shown (previousRoute() moved on): React applied this update after a move it was
  // queued before, to the state before that move. A screen rendered then would mount with that other screen's route
  // for its step guard's origin, and moveTo would render the move anew from this new state (a second copy mounted,
  // sent back to the introduction by its step guard: the press on "Start" that did nothing).
  const origin = routeAt(from.pathname)?.name;
  if (!ahead || origin !== previousRoute() || kept.screens.some((screen) => screen.entry === entry)) return kept;
  const { route, pathname } = ahead;
  const location: Location = { pathname, search: '', hash: '', state: null, key: entry };
  const screen: KeptScreen = {
    id: kept.next,
    entry,
    address: { location, navigationType: 'PUSH' as NavigationType },
    outlet: screenAt(route, pathname),
    session,
    box: newScreenBox(),
    from: origin,
    profile: shownProfile(profile),
    origin: { from: origin },
  };
  return { ...kept, next: kept.next + 1, screens: [...kept.screens, screen] };
}

/**
 * The screens mounted beside the current one, hidden (React's Activity: effects stopped, state and DOM kept), each in
 * a box of its own that keeps it laid out while hidden (screen-boxes.ts, issue 24):
 * - those of the entries next to the current one in the tab's history, so that the browser's back and forward show
 *   them at once instead of rendering them anew (returns within 50 ms);
 * - the screen the current one leads to (screen-ahead.ts), rendered once the person has acted on the current one and
 *   the browser is idle, so that after the provider's answer the navigation only shows it.
 * Each is shown only where it is what a fresh navigation would render (moveTo), never to another session. Each reads
 * its own address (its entry's location), not the one now shown.
 */
export function KeptScreens() {
  const location = useLocation();
  const move = useNavigationType();
  const outlet = useOutlet();
  const hydrated = useHydrated();
  const session = sessionNow();
  // A profile arriving (the lead of the e-mail code) may let the step guard in to the screen ahead.
  const profile = useSyncExternalStore(profileStore.subscribe, profileStore.get, () => undefined);
  const [kept, setKept] = useState<Kept>(() => ({
    keys: [location.key],
    index: 0,
    next: 1,
    screens: [
      {
        id: 0,
        entry: location.key,
        address: { location, navigationType: move },
        outlet,
        session,
        box: hydrated ? newScreenBox() : undefined,
      },
    ],
  }));
  let shown = kept;
  // Derived from the address as it changes (React's pattern for state that follows a prop).
  if (kept.keys[kept.index] !== location.key) {
    shown = moveTo(kept, { location, move, outlet, session, hydrated });
    setKept(shown);
  }
  const current = shown.screens.find(({ entry }) => entry === location.key);
  // Another session's screens (a logout, the session ended on the thank-you page) are never shown again.
  const screens = shown.screens.filter((screen) => screen === current || screen.session === session);

  // Also ahead of the page the browser loaded and hydrated (no box: it is not kept), in a box of its own as every
  // screen ahead: the verification result's documents (issue 24: rendered after the click, 555 components at 4x CPU),
  // the landing page's registration (403 components, the slowest first visit at both speeds).
  const canRenderAhead = hydrated && Boolean(current);
  // The entry whose screen the person acted on last.
  const actedOn = useRef<string>(undefined);
  useEffect(() => {
    if (!canRenderAhead) return undefined;
    let cancel = () => {};
    let active = true;
    const acted = () => {
      actedOn.current = location.key;
      cancel = whenIdle(() => {
        const ahead = screenAheadOf(location.pathname, profileStore.get());
        // Its code and texts first (the import the prefetch made), so that it renders without suspending, and what its
        // module asks for to be more than a placeholder while hidden.
        if (ahead)
          preloadScreenAhead(ahead.route.load).then(() => {
            // Not once the person has moved on: the screen ahead of one they left is not rendered in their move.
            if (active) cancel = whenIdle(() => setKept((now) => withAhead(now, location, sessionNow())), 2000);
          }, cancel);
        // None yet (the landing page's, until the person heads for its button): looked for again at their next act.
        else cancel = onNextAct(acted, SCREEN_HEADING);
      }, 2000);
    };
    // Once the person has acted on this screen, not again: the profile changing after their act (the verification
    // result's answer) must not wait for another.
    const stopWaiting =
      actedOn.current === location.key ? (acted(), () => undefined) : onNextAct(acted, SCREEN_HEADING);
    return () => {
      active = false;
      stopWaiting();
      cancel();
      cancel = () => {};
    };
    // Once per screen shown (its location), and again when the profile changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canRenderAhead, location.key, profile]);

  // Not the page the browser loaded (no box, so no Activity to hide it): it goes as the first move is rendered.
  const leaving = useLeavingScreens(screens).filter(({ box }) => box);

  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (slot.current)
      placeScreenBoxes(
        slot.current,
        [...screens, ...leaving].flatMap(({ box }) => (box ? [box] : [])),
        current?.box,
      );
  });
  useEffect(() => (slot.current ? watchScreenBoxes(slot.current) : undefined), [hydrated]);

  return (
    <>
      {/* One list: React matches keys within a list, so a screen moved to another list would be mounted anew. */}
      {[...screens, ...leaving].map((screen) => (
        <KeptScreenView key={screen.id} screen={screen} shown={screen === current} />
      ))}
      {hydrated && <div ref={slot} style={{ display: 'contents' }} />}
    </>
  );
}

/**
 * One screen, in its own address, hidden or shown. A component of its own so that a hidden screen whose props did
 * not change is not rendered again when the page moves: a new element for it made React reconcile that hidden tree
 * in a render of its own after the move (Activity defers a hidden tree's work), which ran after the frame with the
 * new heading but before any other task (about 15 ms of a return at 4x CPU, issue 24).
 */
const KeptScreenView = memo(function KeptScreenView({ screen, shown }: { screen: KeptScreen; shown: boolean }) {
  const content = (
    <LocationContext.Provider value={screen.address as ContextType<typeof LocationContext>}>
      <ScreenOriginContext.Provider value={screen.origin}>{screen.outlet}</ScreenOriginContext.Provider>
    </LocationContext.Provider>
  );
  if (!screen.box) return content;
  return <Activity mode={shown ? 'visible' : 'hidden'}>{createPortal(content, screen.box)}</Activity>;
});
