import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Lang, createQueryClient, errorToast } from '../../../api';
import { type Feedback, FeedbackContext } from '../../shared/feedback-context';

// The real texts, as the app loads them: locales/{lang}/{name}.json is the key prefix `{name}.`.
const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** An i18next instance with every text of the three languages, speaking `lang`. */
export async function i18nWithAllTexts(lang: Lang = 'sk'): Promise<i18n> {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const bundle = (resources[match[1]] ??= { translation: {} });
    bundle.translation[match[2]] = texts;
  }
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: lang, fallbackLng: 'sk', resources, interpolation: { escapeValue: false }, returnNull: false });
  return instance;
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** What the screen told the person through the shell: toasts as "title: text" in the screen's language. */
export interface ShownFeedback {
  errors: string[];
  successes: string[];
}

/**
 * A screen at `path` (matched by `route`), with the router, queries, texts and a feedback that records the
 * toasts SPEC §8's catalogue gives (the app's toast area is the shell's, which flows do not import). The
 * current address is in the `location` test id; other routes render nothing but it.
 */
export function renderAuthScreen(
  screen: ReactElement,
  { path, route, i18n }: { path: string; route: string; i18n: i18n },
) {
  const shown: ShownFeedback = { errors: [], successes: [] };
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const feedback: Feedback = {
    showError: (error) => {
      const toast = errorToast(error, lang);
      const title = i18n.t(toast.titleKey);
      const text = toast.text ?? i18n.t(toast.textKey ?? toast.titleKey, toast.textValues);
      shown.errors.push(`${title}: ${text}`);
      return { field: toast.field, title, text };
    },
    showSuccess: (titleKey, textKey) => {
      shown.successes.push(textKey ? `${i18n.t(titleKey)}: ${i18n.t(textKey)}` : i18n.t(titleKey));
    },
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackContext.Provider value={feedback}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={screen} />
              <Route path="*" element={null} />
            </Routes>
            <Location />
          </MemoryRouter>
        </FeedbackContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, shown };
}
