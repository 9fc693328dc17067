import { Navigate, type RouteObject, matchPath, useLocation, useRoutes } from 'react-router-dom';
import { perAddress } from '../flows/shared/routes/per-address';
import { LANGUAGES } from './i18n';
import { LandingPage } from './landing/landing-page';
import { GuardedRoute } from './routing/guarded-route';
import { routeTable } from './routing/route-table';
import { ScrollAndFocus } from './routing/scroll-and-focus';
import { ShellLayout } from './shell/shell-layout';

/** The screens in the shell (SPEC §2): the landing page, per language too, and the route table's. Made once. */
const screens: readonly RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  ...LANGUAGES.map((lang) => ({ path: `/${lang}`, element: <LandingPage /> })),
  ...routeTable.map((route) => ({
    path: route.path,
    element: <GuardedRoute key={route.name} route={route} />,
  })),
];
const shell = <ShellLayout />;
/** Any other path goes to the landing page. */
const elsewhere: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

/**
 * The routes that can match `pathname`, for React Router to rank: it flattens and ranks every route it is given at
 * each render (3-4 ms for the whole table on this machine, in every step change's render, issue 24), while telling
 * which paths match takes a fraction of that. Its ranking still decides between those that do (a step's own path
 * over `/:lang/…`). Once per address: matchPath compiles each of the 25 patterns anew at every call, in the render
 * after every provider's answer.
 */
const routesFor = perAddress((pathname: string): RouteObject[] => {
  const children = screens.filter(({ path }) => path && matchPath(path, pathname));
  return [{ element: shell, children }, elsewhere];
});

/** The routes of SPEC §2; any other path goes to the landing page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = routesFor(pathname);
  const shown = useRoutes(routes);
  return (
    <>
      <ScrollAndFocus />
      {shown}
    </>
  );
}
