import { Activity, type ContextType, Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { AUTH_COOKIE, LEAD_COOKIE, profileStore, readToken } from '../../api';
import {
  type KeptHistory,
  type Move,
  moveHistory,
  renewScreen,
  screensToKeep,
  startHistory,
} from '../routing/kept-history';
import { previousRoute, redirectOf, routeAt } from '../routing/route-redirect';
import { useHydrated } from '../use-hydrated';

/** A screen of the history: its address, its element, whose session it showed, where its DOM lives. */
interface KeptScreen {
  id: number;
  location: Location;
  address: { location: Location; navigationType: Move };
  outlet: ReactNode;
  session: string;
  /**
   * A box of its own outside the document while hidden, put in the page while shown: the hidden screens' ids, labels,
   * landmarks and headings are then nowhere in the document. None for the page the browser loaded and hydrated
   * (its screen is in the prerendered HTML), which is not kept.
   */
  container: HTMLDivElement | undefined;
}

/** The tokens of the tab: a screen is kept for the session it showed, never shown to another (or after its end). */
const sessionNow = (): string =>
  typeof document === 'undefined' ? '' : `${readToken(AUTH_COOKIE) ?? ''} ${readToken(LEAD_COOKIE) ?? ''}`;

function newContainer(): HTMLDivElement {
  const box = document.createElement('div');
  // Set through the style object, which the style-src policy allows (an attribute in markup it would not).
  box.style.display = 'contents';
  return box;
}

interface Kept {
  history: KeptHistory;
  screens: readonly KeptScreen[];
}

/** Where the page is now: the address, how it was reached, the route's element, the session, hydrated or not. */
interface Now {
  location: Location;
  move: Move;
  outlet: ReactNode;
  session: string;
  hydrated: boolean;
}

/** The kept screens after a move to `now.location`; each screen's element is the one it was first shown with. */
function moveTo(kept: Kept, now: Now): Kept {
  const { location, move, outlet, session, hydrated } = now;
  let history = moveHistory(kept.history, location.key, move);
  const byId = (id: number | undefined) => kept.screens.find((screen) => screen.id === id);
  if (move === 'POP') {
    // Back or forward to a kept screen: shown again only for the session that saw it, and only where the step guard
    // (SPEC §4) lets the person in from where they are (a route entered from elsewhere than the step before it goes
    // back to that step); otherwise the route renders anew, for the guard to see it.
    const target = byId(history.screens[location.key]);
    const route = routeAt(location.pathname);
    const refused = route && redirectOf(route, location.pathname, previousRoute(), profileStore.get());
    if (target && (target.session !== session || !target.container || refused))
      history = renewScreen(history, location.key);
  }
  const id = history.screens[location.key] ?? 0;
  const previous = byId(id);
  const address = { location, navigationType: move };
  const current: KeptScreen = previous
    ? // A return shows the kept element as it was; a replace (the token taken out of the address) the route's now.
      { ...previous, location, address, session, outlet: move === 'POP' ? previous.outlet : outlet }
    : { id, location, address, outlet, session, container: hydrated ? newContainer() : undefined };
  const keep = screensToKeep(history);
  const others = kept.screens.filter((screen) => screen.id !== id && screen.container && keep.has(screen.id));
  return { history, screens: [...others, current].sort((a, b) => a.id - b.id) };
}

/**
 * The screens of the entries next to the current one in the tab's history, kept mounted and hidden (React's Activity:
 * their effects stopped, their state and DOM kept), so that the browser's back and forward show them at once instead
 * of rendering them anew (issue 24: returns within 50 ms). A screen is kept only for the session that saw it, and a
 * return the step guard (SPEC §4) would redirect renders the route anew, so that the guard sees it.
 * Each screen reads its own address (its entry's location), not the one now shown.
 */
export function KeptScreens() {
  const location = useLocation();
  const move = useNavigationType() as Move;
  const outlet = useOutlet();
  const hydrated = useHydrated();
  const session = sessionNow();
  const [kept, setKept] = useState<Kept>(() => ({
    history: startHistory(location.key),
    screens: [
      {
        id: 0,
        location,
        address: { location, navigationType: move },
        outlet,
        session,
        container: hydrated ? newContainer() : undefined,
      },
    ],
  }));
  let shown = kept;
  // Derived from the address as it changes (React's pattern for state that follows a prop).
  if (kept.history.keys[kept.history.index] !== location.key) {
    shown = moveTo(kept, { location, move, outlet, session, hydrated });
    setKept(shown);
  }
  const currentId = shown.history.screens[location.key] ?? 0;
  const current = shown.screens.find((screen) => screen.id === currentId);
  // Another session's screens (a logout, the session ended on the thank-you page) are never shown again.
  const screens = shown.screens.filter((screen) => screen.id === currentId || screen.session === session);

  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = slot.current;
    if (!box) return;
    if (current?.container) {
      if (box.firstChild !== current.container) box.replaceChildren(current.container);
    } else box.replaceChildren();
  });

  return (
    <>
      {screens.map((screen) => {
        const content = (
          <LocationContext.Provider value={screen.address as ContextType<typeof LocationContext>}>
            {screen.outlet}
          </LocationContext.Provider>
        );
        if (!screen.container) return <Fragment key={screen.id}>{content}</Fragment>;
        return (
          <Activity key={screen.id} mode={screen.id === currentId ? 'visible' : 'hidden'}>
            {createPortal(content, screen.container)}
          </Activity>
        );
      })}
      {hydrated && <div ref={slot} style={{ display: 'contents' }} />}
    </>
  );
}
