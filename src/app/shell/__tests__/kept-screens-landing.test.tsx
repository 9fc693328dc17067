import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { Link, Route } from 'react-router-dom';
import { draftStore } from '../../../flows/shared/draft-store';
import { endSession } from '../../../flows/shared/session/end-session';
import { setupI18n } from '../../i18n';
import { shownRoute } from '../../routing/route-redirect';
import { preloadRouteScreen } from '../../screens/preload-route-screen';
import { AHEAD, KeptScreensPage, headings, hydratePrerendered } from './kept-screens-page';

// The registration, counted: how often it is mounted (its state made), and what it found typed when it was.
const { registration } = vi.hoisted(() => ({ registration: { mounts: 0, found: [] as string[] } }));

// The registration as the route table has it, without its form, which is not what these tests are about.
vi.mock('../../routing/route-table', async () => {
  const { draftStore: drafts } = await import('../../../flows/shared/draft-store');
  function Registration() {
    useState(() => {
      registration.mounts += 1;
      registration.found.push(String(drafts.get('registration').email ?? ''));
    });
    return <h1>Registration</h1>;
  }
  const routeTable = [
    { name: 'registration', path: '/registration', guarded: false, load: async () => ({ default: Registration }) },
  ];
  const { routeTableModule } = await import('./route-table-stand-in');
  return routeTableModule(routeTable);
});

/** The landing page's parts these tests need: its text, and its button as landing-page.tsx makes it. */
function Landing() {
  return (
    <main>
      <h1>Landing</h1>
      <p>Open an account online</p>
      <Link
        to="/registration"
        onPointerMove={() => void preloadRouteScreen('/registration')}
        onClick={() => void endSession()}
      >
        Open an account
      </Link>
    </main>
  );
}

let page: Root | undefined;

/** The landing page as the browser loads it: prerendered, then hydrated. */
async function loadLanding(): Promise<void> {
  await setupI18n('sk');
  page = await hydratePrerendered(<KeptScreensPage path="/" routes={<Route path="/" element={<Landing />} />} />);
}

beforeEach(() => {
  registration.mounts = 0;
  registration.found = [];
  shownRoute(undefined);
});
afterEach(async () => {
  act(() => page?.unmount());
  await draftStore.clear();
});

describe('KeptScreens on the landing page (issue 24)', () => {
  it('renders the registration ahead once the person heads for "Open an account", and the press shows that one', async () => {
    await loadLanding();
    // A pointer elsewhere on the page: the registration's code is not fetched (the landing's budget), nothing rendered.
    fireEvent.pointerMove(screen.getByText('Open an account online'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(registration.mounts).toBe(0);

    fireEvent.pointerMove(screen.getByRole('link', { name: 'Open an account' }));
    await waitFor(() => expect(registration.mounts).toBe(1), AHEAD);
    // Hidden: nothing of it in the document.
    expect(headings()).toEqual(['Landing']);

    await act(async () => screen.getByRole('link', { name: 'Open an account' }).click());
    expect(headings()).toEqual(['Registration']);
    expect(registration.mounts).toBe(1);
  });

  it('renders nothing ahead while the tab holds what someone typed: the press ends that first, then renders anew', async () => {
    draftStore.set('registration', { email: 'someone.else@example.sk' });
    await loadLanding();
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Open an account' }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(registration.mounts).toBe(0);

    await act(async () => screen.getByRole('link', { name: 'Open an account' }).click());
    await waitFor(() => expect(headings()).toEqual(['Registration']));
    // Mounted once, after the session ended: the other person's e-mail is nowhere.
    expect(registration.found).toEqual(['']);
  });
});
