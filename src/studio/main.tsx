import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { pageCspNonce } from './editor/json-editor-setup';
import { StudioApp } from './studio-app';
import { startStudioI18n } from './studio-i18n';
import './studio.css';
import { studioTheme } from './studio-theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The studio's own i18next instance (not the app's global one): the previews inside bring their own per language.
const i18n = startStudioI18n();
// Emotion's <style> elements carry the page's CSP nonce: the registry allows styles by a per-request nonce only.
const styleCache = createCache({ key: 'css', nonce: pageCspNonce() });
// No StrictMode: its double rendering in development doubles the cost of the live lint and preview on every
// keystroke.
createRoot(root).render(
  <CacheProvider value={styleCache}>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={studioTheme}>
        <CssBaseline />
        <StudioApp />
      </ThemeProvider>
    </I18nextProvider>
  </CacheProvider>,
);
