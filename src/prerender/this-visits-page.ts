// Kept apart from prerendered-pages.ts (the build's list of pages): the page's first script (src/main.tsx) and the
// app's start read only what the HTML says of itself, so that no list of pages weighs on every route's script.

/** Whether `pathname` is an address of `route` (each `:name` one non-empty segment: a token, a lead id). */
export function matchesRoute(route: string, pathname: string): boolean {
  const want = route.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/**
 * Whether the prerendered page in `root` is this visit's: its mark (`data-prerendered`, `{language}:{route}`) names
 * the route of the address and the language the app starts in. Anything else (another language chosen before) is
 * replaced rather than hydrated.
 */
export function thisVisitsPage(root: HTMLElement, language: string, pathname: string): boolean {
  const mark = root.dataset.prerendered ?? '';
  const colon = mark.indexOf(':');
  return colon > 0 && mark.slice(0, colon) === language && matchesRoute(mark.slice(colon + 1), pathname);
}

/** Whether the app waits for the person's first act before it loads (`data-wait-for-act` of a prerendered page). */
export const waitsForAct = (root: HTMLElement): boolean => root.dataset.waitForAct !== undefined;
