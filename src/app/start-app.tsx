import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, restoreProfile } from '../api';
import { App } from './app';
import { type Language, setupI18n } from './i18n';
import { startErrorReporting } from './monitoring/start-error-reporting';
import { createStyleCache } from './style-cache';

/**
 * Starts the app in `root`. The build prerenders the landing page in Slovak into index.html
 * (build/vite-plugin-prerender.ts): hydrated where it is what this visit shows, replaced anywhere else
 * (another language chosen before, a server that sends index.html for every path).
 */
export async function startApp(root: HTMLElement, language: Language): Promise<void> {
  const i18n = await setupI18n(language);
  document.title = i18n.t('app.name');
  configureApi({ getLang: () => (i18n.resolvedLanguage ?? 'sk') as Language });

  void restoreProfile();
  startErrorReporting(import.meta.env.VITE_SENTRY_DSN);

  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  const prerendered = root.dataset.prerendered === `${i18n.language}:${window.location.pathname}`;
  if (prerendered) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // public/before-app.js kept the presses on the prerendered page's buttons while the app loaded: React handles
  // them now (it hydrates a pressed part first).
  const pressed = (window as Window & { wemTakeOver?: () => HTMLElement[] }).wemTakeOver?.() ?? [];
  if (prerendered) for (const button of pressed) setTimeout(() => button.isConnected && button.click());
}
