import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { createQueryClient } from '../api';
import { AppRoutes } from './app-routes';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { theme } from './theme';
import { useHydrated } from './use-hydrated';
import { FeedbackProvider } from './toasts/feedback-provider';
import { ToastContext } from './toasts/toast-context';
import { ToastRegion } from './toasts/toast-region';
import { ToastStore } from './toasts/toast-store';

// Folds away in a build for the real provider: the panel's code is then not in the bundle at all.
const OutboxPanel = __SANDBOX__ ? lazy(() => import('./sandbox-panel/outbox-panel')) : null;

/** The app's providers around its routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [toasts] = useState(() => new ToastStore());
  // The sandbox's panel loads lazily after the first render (useHydrated).
  const started = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ToastContext.Provider value={toasts}>
          <CssBaseline />
          <FeedbackProvider>
            <MaintenanceGate>
              <AppRoutes />
            </MaintenanceGate>
          </FeedbackProvider>
          <ToastRegion />
          {OutboxPanel && started && (
            <Suspense fallback={null}>
              <OutboxPanel />
            </Suspense>
          )}
        </ToastContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
