import type { ReactElement } from 'react';
import { UNSAFE_RouteContext as RouteContext, matchRoutes } from 'react-router-dom';
import { GuardedRoute } from '../routing/guarded-route';
import type { AppRoute } from '../routing/route-table';

/**
 * A route's screen as the router would render it at `pathname`, made outside the router's render: the screen rendered
 * ahead (KeptScreens). Its route context (the matches useParams and useNavigate read) is its own address's, made once.
 * Without it the screen read the shell's: the parameters of the address shown while it waited (the update flow's token
 * of the page before), and a new value at every navigation, which rendered every screen rendered ahead again, in a
 * return's own render for the one shown (its form, issue 24: back to the address step at 4x CPU).
 */
export function screenAt(route: AppRoute, pathname: string): ReactElement {
  const value = { outlet: null, matches: matchRoutes([{ path: route.path }], pathname) ?? [], isDataRoute: false };
  return (
    <RouteContext.Provider value={value}>
      <GuardedRoute key={route.name} route={route} />
    </RouteContext.Provider>
  );
}
