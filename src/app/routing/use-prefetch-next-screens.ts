import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, apiQueryOptions, endpoints } from '../../api';
import type { RouteName } from '../../flows/shared/routes/routes';
import { preloadScreen } from '../screens/lazy-screen';
import { nextScreensOf } from './next-screens';
import { routeTable } from './route-table';

/** Runs `work` once the browser is idle (the screen shown and settled), at the latest after `timeout` ms. */
function whenIdle(work: () => void, timeout = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

/**
 * While the person fills the screen of `route`, fetches what the screens it leads to need (next-screens.ts): their
 * code and texts (preloadScreen, so the next screen renders at once instead of suspending on its chunk after the
 * provider's answer) and the provider's lists they show, into the query cache the screens read. Nothing of it is
 * shown or announced; a fetch that fails is fetched again by the screen itself when it shows.
 */
export function usePrefetchNextScreens(route: RouteName, enabled: boolean): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  useEffect(() => {
    if (!enabled) return undefined;
    const { screens, lists } = nextScreensOf(route);
    return whenIdle(() => {
      for (const name of screens) {
        const next = routeTable.find((candidate) => candidate.name === name);
        if (next) preloadScreen(next.load).catch(() => undefined);
      }
      for (const list of lists) {
        const input = 'lang' in endpoints[list] ? { lang } : {};
        void queryClient.prefetchQuery(apiQueryOptions(list, input));
      }
    });
  }, [route, enabled, lang, queryClient]);
}
