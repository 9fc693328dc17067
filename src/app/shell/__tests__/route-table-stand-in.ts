import { matchPath } from 'react-router-dom';

/**
 * What `routing/route-table` exports, over a test's own routes: the kept-screens tests stand it in (`vi.mock`) with
 * screens of their own and no step guard. Its lookups do what the module's do, over the test's routes: a lookup added
 * to the module is to be added here too.
 */
export function routeTableModule<Route extends { name: string; path: string }>(routeTable: Route[]) {
  return {
    routeTable,
    routeAt: (pathname: string) => routeTable.find(({ path }) => matchPath(path, pathname)),
    routeNamed: (name: string | undefined) => routeTable.find((route) => route.name === name),
  };
}
