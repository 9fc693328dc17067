import type { QueryClient } from '@tanstack/react-query';
import { AUTH_COOKIE, type Lang, apiQueryOptions, endpoints, readToken } from '../../api';
import type { RouteName } from '../../flows/shared/routes/routes';
import { preloadScreen } from '../screens/lazy-screen';
import { type AheadStage, nextScreensOf } from './next-screens';
import { routeNamed } from './route-table';

/**
 * Fetches what the screens `route` leads to need (next-screens.ts): their code and texts (preloadScreen, so the next
 * screen renders at once instead of suspending on its chunk after the provider's answer) and the provider's lists they
 * show, into the query cache the screens read. Nothing of it is shown; a fetch that fails is made again by the screen.
 */
export function prefetchNextScreens(
  route: RouteName,
  queryClient: QueryClient,
  lang: Lang,
  stage: AheadStage = 'acting',
): void {
  const { screens, lists } = nextScreensOf(route, stage);
  for (const name of screens) {
    const next = routeNamed(name);
    if (next) preloadScreen(next.load).catch(() => undefined);
  }
  // Without the authorization token a list would first ask the provider for one: a prefetch asks for nothing a
  // screen has not (after a failed token request, that would be one more request to a provider in trouble).
  if (!readToken(AUTH_COOKIE)) return;
  for (const list of lists) {
    const input = 'lang' in endpoints[list] ? { lang } : {};
    void queryClient.prefetchQuery(apiQueryOptions(list, input));
  }
}
