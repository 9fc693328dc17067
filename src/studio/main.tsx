import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app';
import { studioTheme } from './studio-theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <StudioApp />
    </ThemeProvider>
  </StrictMode>,
);
