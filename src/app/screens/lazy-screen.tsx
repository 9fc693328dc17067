import { Container } from '@mui/material';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n';
import { focusScreenHeading } from '../routing/focus-screen-heading';
import { namespacesOf } from './screen-namespaces';
import { LoadFailed, ScreenErrorBoundary, ScreenLoadFailed } from './screen-error-boundary';
import { ScreenSpinner } from './screen-spinner';
import { useTakeOverPresses } from './take-over-presses';

/** SPEC §9: a screen's code that has not arrived after 120 s counts as failed. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('screen load timed out')), ms);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A screen's module: its component and, optionally, what a render of it ahead (hidden, so running no effects) needs
 * first to be more than a placeholder (the questionnaire's first section).
 */
type Loader = () => Promise<{ default: ComponentType; prepareAhead?: () => Promise<void> }>;

/** A screen's code and its texts (screen-namespaces.ts): it renders once both are there, so no key shows as text. */
async function screenWithTexts(load: Loader): Promise<Awaited<ReturnType<Loader>>> {
  const [screen] = await Promise.all([load(), loadNamespaces(namespacesOf(load))]);
  return screen;
}

// One lazy component per loader and attempt, made once: React caches a rejected lazy() for good, so a
// retry needs a fresh one, and making it during render would remount the screen on every render.
const lazyScreens = new WeakMap<Loader, LazyExoticComponent<ComponentType>[]>();

function lazyScreen(load: Loader, attempt: number): LazyExoticComponent<ComponentType> {
  const attempts = lazyScreens.get(load) ?? [];
  lazyScreens.set(load, attempts);
  // A rejected load is told apart from a crash of the screen (ScreenErrorBoundary).
  attempts[attempt] ??= lazy(() =>
    withTimeout(screenWithTexts(load), SCREEN_LOAD_TIMEOUT_MS).catch((cause: unknown) => {
      throw new ScreenLoadFailed(cause);
    }),
  );
  return attempts[attempt];
}

// Screens whose code was loaded before the first render (preloadScreen), rendered without suspending.
const loadedScreens = new WeakMap<Loader, ComponentType>();
// Screens whose code was asked for ahead (preloadScreen), loaded or not yet.
const askedScreens = new WeakSet<Loader>();

/** Whether a screen's code was asked for ahead: on the landing page, the person heading for its button. */
export const screenAsked = (load: Loader): boolean => askedScreens.has(load);

/**
 * Loads a screen's code ahead, so that LazyScreen renders it at once: the build's prerender renders the screen
 * itself rather than the spinner (src/prerender), and hydrating that page in the browser takes it over in one
 * pass (src/app/start-app.tsx) instead of leaving it for later, when a press on it would be lost.
 */
export async function preloadScreen(load: Loader): Promise<void> {
  askedScreens.add(load);
  loadedScreens.set(load, (await screenWithTexts(load)).default);
}

/**
 * preloadScreen, and what the screen's module asks for before it is rendered ahead of the one shown (its
 * prepareAhead, which never rejects: a failure is the screen's to show when it is shown).
 */
export async function preloadScreenAhead(load: Loader): Promise<void> {
  await preloadScreen(load);
  const module = await load();
  await module.prepareAhead?.();
}

/**
 * Once the screen shows (rendered, or hydrated on a prerendered page): presses kept while the app loaded are
 * replayed, and after a retry the focus, which was on the retry button that is gone, goes to the heading.
 */
function ScreenShown({ retried }: { retried: boolean }) {
  useTakeOverPresses();
  useEffect(() => (retried ? focusScreenHeading() : undefined), [retried]);
  return null;
}

/** Loads a screen lazily; a failed or timed-out load shows a translated message and a retry that loads again. */
export function LazyScreen({ load }: { load: Loader }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // Chosen once: a screen that first showed through its lazy component stays that component when its preload lands
  // later, else React would remount it and its state (a link's token taken out of the address, what was typed) is lost.
  const [preloaded] = useState(() => loadedScreens.get(load));
  const Screen = (attempt === 0 && preloaded) || lazyScreen(load, attempt);
  return (
    <ScreenErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <LoadFailed message={t('routes.loadFailed')} retryLabel={t('routes.retry')} onRetry={retry} />
      )}
    >
      <Suspense
        fallback={
          <Container sx={{ py: 4, textAlign: 'center' }}>
            <ScreenSpinner label={t('routes.loading')} />
          </Container>
        }
      >
        {/* made once per loader and attempt (lazyScreen), not per render */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Screen />
        <ScreenShown retried={attempt > 0} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
