import { CssBaseline, ThemeProvider } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { StudioApp } from './studio-app';
import { startStudioI18n } from './studio-i18n';
import './studio.css';
import { studioTheme } from './studio-theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The studio's own i18next instance (not the app's global one): the previews inside bring their own per language.
const i18n = startStudioI18n();
// No StrictMode: its double rendering in development (the studio always runs on the dev server) doubles the
// cost of the live lint and preview on every keystroke.
createRoot(root).render(
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <StudioApp />
    </ThemeProvider>
  </I18nextProvider>,
);
