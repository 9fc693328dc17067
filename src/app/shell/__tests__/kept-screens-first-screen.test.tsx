import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../api';
import { draftStore } from '../../../flows/shared/draft-store';
import { setupI18n } from '../../i18n';
import { LandingPage } from '../../landing/landing-page';
import { GuardedRoute } from '../../routing/guarded-route';
import { shownRoute } from '../../routing/route-redirect';
import { routeTable } from '../../routing/route-table';
import { KeptScreens } from '../kept-screens';

// The registration, counted: how often it is mounted (its state made) and whether it is in the document.
const { registration } = vi.hoisted(() => ({ registration: { mounts: 0 } }));

vi.mock('../../routing/route-table', async () => {
  const { matchPath } = await import('react-router-dom');
  function Registration() {
    useState(() => (registration.mounts += 1));
    return <h1>Registration</h1>;
  }
  const routeTable = [
    { name: 'registration', path: '/registration', guarded: false, load: async () => ({ default: Registration }) },
  ];
  return {
    Registration,
    routeTable,
    routeAt: (pathname: string) => routeTable.find(({ path }) => matchPath(path, pathname)),
  };
});

function Page() {
  const [client] = useState(createQueryClient);
  const route = routeTable[0]!;
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<KeptScreens />}>
            <Route path="/" element={<LandingPage />} />
            <Route path="/registration" element={<GuardedRoute route={route} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let page: Root | undefined;

const LANDING = 'Otvorte si investičný účet online';

/** The landing page as the browser loads it: prerendered, then hydrated (its screen is in no box of its own). */
async function loadPrerenderedLanding(): Promise<void> {
  await setupI18n('sk');
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(root);
  await act(async () => {
    page = hydrateRoot(root, <Page />);
  });
  expect(screen.getByRole('heading', { level: 1, name: LANDING })).toBeInTheDocument();
}

beforeEach(async () => {
  registration.mounts = 0;
  // A loader of its own for each test: what was preloaded (lazy-screen.ts) is kept by loader.
  const { Registration } = (await import('../../routing/route-table')) as unknown as { Registration: () => null };
  routeTable[0]!.load = async () => ({ default: Registration });
  // A page load: no route shown before.
  shownRoute(undefined);
});
afterEach(() => {
  act(() => page?.unmount());
});

/** Lets the browser go idle and the screen's code load (whenIdle's 2 s at the latest). */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 1500)));

describe('KeptScreens on the page the browser loaded (issue 24)', () => {
  it('renders the screen its button leads to ahead, hidden, as the pointer heads there, and the press shows it', async () => {
    await loadPrerenderedLanding();
    // Nothing before the person acts: a page left untouched renders nothing more.
    expect(registration.mounts).toBe(0);
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Otvoriť účet' }));
    await waitFor(() => expect(registration.mounts).toBe(1), { timeout: 3000 });
    // Rendered, but nothing of it in the document: one heading, the landing's.
    expect(screen.getAllByRole('heading', { level: 1 }).map(({ textContent }) => textContent)).toEqual([LANDING]);

    await act(async () => screen.getByRole('link', { name: 'Otvoriť účet' }).click());
    expect(screen.getAllByRole('heading', { level: 1 }).map(({ textContent }) => textContent)).toEqual([
      'Registration',
    ]);
    // The screen rendered ahead is the one shown, not a new one.
    expect(registration.mounts).toBe(1);
  });

  it('renders nothing ahead for a pointer elsewhere on the page: a visitor who does not go on fetches no more', async () => {
    await loadPrerenderedLanding();
    fireEvent.pointerMove(screen.getByRole('heading', { level: 1 }));
    await aWhile();
    expect(registration.mounts).toBe(0);
    // Then heading for the button.
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Otvoriť účet' }));
    await waitFor(() => expect(registration.mounts).toBe(1), { timeout: 3000 });
  });

  it('renders no registration ahead while something is typed in it: "Open an account" starts it empty', async () => {
    draftStore.set('registration', { email: 'someone@example.com' });
    try {
      await loadPrerenderedLanding();
      fireEvent.pointerMove(screen.getByRole('link', { name: 'Otvoriť účet' }));
      await aWhile();
      expect(registration.mounts).toBe(0);
    } finally {
      await draftStore.clear();
    }
  });
});
