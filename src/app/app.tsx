import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { createQueryClient } from '../api';
import { AppRoutes } from './app-routes';
import { theme } from './theme';

// Folds away in a build for the real provider: the panel's code is then not in the bundle at all.
const OutboxPanel = __SANDBOX__ ? lazy(() => import('./sandbox-panel/outbox-panel')) : null;

/** The app's providers around its routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppRoutes />
        {OutboxPanel && (
          <Suspense fallback={null}>
            <OutboxPanel />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
