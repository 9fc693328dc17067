import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, restoreProfile } from './api';
import { App } from './app/app';
import { startErrorReporting } from './app/monitoring/start-error-reporting';
import { LOCALE_STORAGE_KEY, initialLanguage, setupI18n } from './app/i18n';
import { createStyleCache } from './app/style-cache';

const i18n = await setupI18n(initialLanguage(window.location.pathname, localStorage.getItem(LOCALE_STORAGE_KEY)));
document.title = i18n.t('app.name');
configureApi({ getLang: () => (i18n.resolvedLanguage ?? 'sk') as 'sk' | 'en' | 'bg' });

void restoreProfile();
startErrorReporting(import.meta.env.VITE_SENTRY_DSN);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createStyleCache()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
