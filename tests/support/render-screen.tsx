import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Lang, createQueryClient, errorToast } from '../../src/api';
import { FeedbackProvider } from '../../src/app/toasts/feedback-provider';
import { ToastContext } from '../../src/app/toasts/toast-context';
import { ToastRegion } from '../../src/app/toasts/toast-region';
import { ToastStore } from '../../src/app/toasts/toast-store';
import { type Feedback, FeedbackContext } from '../../src/flows/shared/feedback-context';

/** What the screen told the person through the shell: toasts as "title: text" in the screen's language. */
export interface ShownFeedback {
  errors: string[];
  successes: string[];
}

export interface ScreenSetup {
  /** The screen's route when it reads parameters from the address (e.g. `/:lang/new_strategy/:token?`). */
  route?: string;
  /** An i18next instance of the test's own (e.g. i18nWithAllTexts); the app's global one otherwise. */
  i18n?: i18n;
  /**
   * Record the toasts SPEC §8's catalogue gives in `shown` instead of showing them in the app's toast region (for
   * tests that read what was said rather than where).
   */
  recordFeedback?: boolean;
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function recordingFeedback(shown: ShownFeedback, texts: i18n | undefined): Feedback {
  const lang = (texts?.resolvedLanguage ?? 'sk') as Lang;
  const t = (key: string, values?: Record<string, unknown>) => (texts ? texts.t(key, values) : key);
  return {
    showError: (error) => {
      const toast = errorToast(error, lang);
      const title = t(toast.titleKey);
      const text = toast.text ?? t(toast.textKey ?? toast.titleKey, toast.textValues);
      shown.errors.push(`${title}: ${text}`);
      return { field: toast.field, title, text };
    },
    showSuccess: (titleKey, textKey) => {
      shown.successes.push(textKey ? `${t(titleKey)}: ${t(textKey)}` : t(titleKey));
    },
  };
}

/**
 * A screen (or any component) inside the providers the app gives it: queries, toasts (the app's toast region, or
 * recorded), texts, and a router opened at `path` that matches the screen by `route`. The current address is
 * always in the `location` test id; other routes render nothing else. `rerender` keeps the providers.
 */
export function renderScreen(
  screen: ReactElement,
  path = '/',
  { route = path, i18n, recordFeedback }: ScreenSetup = {},
) {
  const shown: ShownFeedback = { errors: [], successes: [] };
  const client = createQueryClient();
  const toasts = new ToastStore();
  const feedback = recordFeedback ? recordingFeedback(shown, i18n) : undefined;
  function Providers({ children }: { children: ReactNode }) {
    const routed = (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={children} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    );
    const withFeedback = feedback ? (
      <FeedbackContext.Provider value={feedback}>{routed}</FeedbackContext.Provider>
    ) : (
      <ToastContext.Provider value={toasts}>
        <FeedbackProvider>
          {routed}
          <ToastRegion />
        </FeedbackProvider>
      </ToastContext.Provider>
    );
    const queried = <QueryClientProvider client={client}>{withFeedback}</QueryClientProvider>;
    return i18n ? <I18nextProvider i18n={i18n}>{queried}</I18nextProvider> : queried;
  }
  return { ...render(screen, { wrapper: Providers }), shown };
}
