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
 * The language of the prerendered page in `root` (its mark, `{language}:{route}`) where its route is the address's:
 * the page is this visit's, hydrated rather than replaced, where that is the language the app starts in.
 */
export function pageLanguage(root: HTMLElement, pathname: string): string | undefined {
  const mark = root.dataset.prerendered ?? '';
  const colon = mark.indexOf(':');
  return colon > 0 && matchesRoute(mark.slice(colon + 1), pathname) ? mark.slice(0, colon) : undefined;
}

/** Whether the app waits for the person's first act before it loads (`data-wait-for-act` of a prerendered page). */
export const waitsForAct = (root: HTMLElement): boolean => root.dataset.waitForAct !== undefined;
