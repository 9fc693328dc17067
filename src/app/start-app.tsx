import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '../api';
import { restoreSession } from '../flows/shared/session/restore-session';
import { App } from './app';
import { type Language, START_NAMESPACES, setupI18n } from './i18n';
import { startErrorReporting } from './monitoring/start-error-reporting';
import { preloadRouteScreen } from './screens/preload-route-screen';
import { takeOverPresses } from './screens/take-over-presses';
import { createStyleCache } from './style-cache';

/**
 * Starts the app in `root`: a prerendered page is hydrated where it is what this visit shows (`hydrate`, told by
 * src/main.tsx), and replaced anywhere else (another language chosen before, a server that sends the same HTML for
 * every path). The hand-off: src/prerender/README.md.
 */
export async function startApp(root: HTMLElement, language: Language, hydrate: boolean): Promise<void> {
  // The texts of the shell and the landing page; each screen's come with it (src/app/screens/lazy-screen.tsx).
  const i18n = await setupI18n(language, START_NAMESPACES);
  document.title = i18n.t('app.name');
  configureApi({ getLang: () => (i18n.resolvedLanguage ?? 'sk') as Language });

  // The drafts this tab sealed before a reload are opened before the first render.
  await restoreSession();
  startErrorReporting(import.meta.env.VITE_SENTRY_DSN);

  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        {/* Issue 24: a navigation renders the next screen in the press's (or back's) own task, not as a React
            transition, which rendered it in slices of 5 ms with the browser's other work between them: landing ->
            registration (400 components) took 345 ms at 4x CPU, 258 ms this way. Its code is there before the press
            (fetched ahead); if it is not, the screen's spinner shows at once instead of the screen left. */}
        <BrowserRouter useTransitions={false}>
          <App />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  if (hydrate) {
    // The whole page hydrates in one pass, its screen included; public/before-app.js keeps presses until then
    // (useTakeOverPresses).
    // A screen whose code fails to load here shows the retry of LazyScreen instead.
    await preloadRouteScreen(window.location.pathname).catch(() => undefined);
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
    takeOverPresses();
  }
  (window as Window & { wemReveal?: () => void }).wemReveal?.();
}
