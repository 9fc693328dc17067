import { CssBaseline, ThemeProvider } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app';
import './studio.css';
import { studioTheme } from './studio-theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// No StrictMode: its double rendering in development (the studio always runs on the dev server) doubles the
// cost of the live lint and preview on every keystroke.
createRoot(root).render(
  <ThemeProvider theme={studioTheme}>
    <CssBaseline />
    <StudioApp />
  </ThemeProvider>,
);
