import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { type Profile, profileStore } from '../../../api';
import { setupI18n } from '../../i18n';
import { shownRoute } from '../../routing/route-redirect';
import { routeTable } from '../../routing/route-table';
import { preloadScreen } from '../../screens/lazy-screen';
import { KeptScreensPage, headings, hydratePrerendered } from './kept-screens-page';

// The documents step, counted: how often it is mounted (its state made).
const { documents } = vi.hoisted(() => ({ documents: { mounts: 0 } }));

// Two routes as the flow has them (next-screens.ts: the verification result leads to the documents), without the
// step guard, whose profile and cookies are not what these tests are about.
vi.mock('../../routing/route-table', async () => {
  const { Link: RouterLink } = await import('react-router-dom');
  function Result() {
    return (
      <main>
        <h1 tabIndex={-1}>Result</h1>
        <RouterLink to="/steps/documents-upload">Continue</RouterLink>
      </main>
    );
  }
  function Documents() {
    useState(() => (documents.mounts += 1));
    return <h1>Documents</h1>;
  }
  const routeTable = [
    { name: 'verification-result', path: '/steps/verification-result/:uuid', load: async () => ({ default: Result }) },
    { name: 'documents-upload', path: '/steps/documents-upload', load: async () => ({ default: Documents }) },
  ];
  const { routeTableModule } = await import('./route-table-stand-in');
  return routeTableModule(routeTable);
});

let page: Root | undefined;

/** The verification result as the browser loads it: prerendered, then hydrated (its screen in no box of its own). */
async function loadPrerenderedResult(): Promise<void> {
  await setupI18n('sk');
  // As the app's start does before hydrating (start-app.tsx), so that the screen hydrates at once.
  await preloadScreen(routeTable[0]!.load);
  page = await hydratePrerendered(<KeptScreensPage path="/steps/verification-result/1" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeInTheDocument();
}

beforeEach(() => {
  documents.mounts = 0;
  // A page load: no route shown before.
  shownRoute(undefined);
});
afterEach(() => {
  act(() => page?.unmount());
  profileStore.set(undefined);
});

describe('KeptScreens on the page the browser loaded (issue 24)', () => {
  it('renders the screen it leads to ahead, hidden, once the person acts, and the press shows that one', async () => {
    await loadPrerenderedResult();
    // Nothing before the person acts: a page left untouched renders nothing more.
    expect(documents.mounts).toBe(0);
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(documents.mounts).toBe(1), { timeout: 3000 });
    // Rendered, but nothing of it in the document: one heading, the result's.
    expect(headings()).toEqual(['Result']);

    await act(async () => screen.getByRole('link', { name: 'Continue' }).click());
    expect(headings()).toEqual(['Documents']);
    // The screen rendered ahead is the one shown, not a new one.
    expect(documents.mounts).toBe(1);
  });

  it('does not take the app focusing the heading for the person acting: nothing is rendered ahead on arrival', async () => {
    await loadPrerenderedResult();
    // As focusScreenHeading does when a screen shows; without a box of its own, its heading is the shown screen's.
    act(() => screen.getByRole('heading', { level: 1, name: 'Result' }).focus());
    // Without requestIdleCallback (jsdom) the idle waits are 200 ms each: well past both.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(documents.mounts).toBe(0);
    fireEvent.keyDown(screen.getByRole('heading', { level: 1, name: 'Result' }), { key: 'Tab' });
    await waitFor(() => expect(documents.mounts).toBe(1), { timeout: 3000 });
  });

  it('counts the person’s act once per screen: the profile changing right after it needs no other act', async () => {
    await loadPrerenderedResult();
    fireEvent.pointerMove(screen.getByRole('link', { name: 'Continue' }));
    // As the verification result's answer changes the profile, before the browser was idle.
    act(() => profileStore.set({ verification_status: 'none' } as Profile));
    await waitFor(() => expect(documents.mounts).toBe(1), { timeout: 3000 });
  });
});
