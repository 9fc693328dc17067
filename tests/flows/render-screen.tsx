import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../src/api';
import { FeedbackProvider } from '../../src/app/toasts/feedback-provider';
import { ToastContext } from '../../src/app/toasts/toast-context';
import { ToastRegion } from '../../src/app/toasts/toast-region';
import { ToastStore } from '../../src/app/toasts/toast-store';

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * A screen inside the providers the app gives it (queries, toasts, router), at `path`; `pattern` is its route
 * when the screen reads parameters from the address (e.g. `/:lang/investment-questionnaire/:token?`).
 */
export function renderScreen(screen: ReactElement, path: string, pattern = path) {
  const toasts = new ToastStore();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastContext.Provider value={toasts}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={screen} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
          <ToastRegion />
        </FeedbackProvider>
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
}
