import { routeAt } from '../routing/route-table';
import { preloadScreen } from './lazy-screen';

/** Loads the code of the screen at `pathname` ahead (preloadScreen), if a screen of the route table is there. */
export async function preloadRouteScreen(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (route) await preloadScreen(route.load);
}
