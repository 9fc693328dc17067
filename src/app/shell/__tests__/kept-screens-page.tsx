import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../api';
import { GuardedRoute } from '../../routing/guarded-route';
import { routeTable } from '../../routing/route-table';
import { KeptScreens } from '../kept-screens';

/**
 * The app's routes under KeptScreens, at `path`: the route table's (which each test file mocks with the screens it
 * counts) and any `routes` of its own before them (the landing page's).
 */
export function KeptScreensPage({ path, routes }: { path: string; routes?: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<KeptScreens />}>
            {routes}
            {routeTable.map((route) => (
              <Route key={route.name} path={route.path} element={<GuardedRoute route={route} />} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A page as the browser loads it: rendered to HTML as the prerender does, then hydrated; answers its root. */
export async function hydratePrerendered(page: ReactElement): Promise<Root> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.replaceChildren(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  if (!root) throw new Error('the page was not hydrated');
  return root;
}

/**
 * waitFor's wait for a screen rendered ahead: longer than the idle waits before it (two of at most 2 s each, at once
 * in a quiet test).
 */
export const AHEAD = { timeout: 3000 };

/** The texts of the first-level headings in the document. */
export const headings = () => screen.getAllByRole('heading', { level: 1 }).map(({ textContent }) => textContent);
