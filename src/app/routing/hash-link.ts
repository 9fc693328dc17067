/**
 * SPEC §2 reads the update link's token "from the 4th part of the address hash": the provider's e-mails may
 * link in hash form, `/#/sk/investment-questionnaire/{token}` (likewise the evaluation, info, new-strategy and
 * reset-password links). Such an address is turned into its path form, `/sk/investment-questionnaire/{token}`,
 * before anything reads the address (the language choice, the router, each screen's token handling), so there
 * is one form to handle: the screen then takes the token out of the address as it does for the path form.
 *
 * Answers the path form of `location`, or undefined when it is not a hash-form address of this origin.
 */
export function pathOfHashLink(
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
): string | undefined {
  if (location.pathname !== '/' || !location.hash.startsWith('#/')) return undefined;
  const inHash = location.hash.slice(1);
  let target: URL;
  try {
    target = new URL(inHash, location.origin);
  } catch {
    return undefined;
  }
  // `#//elsewhere.example/…` would name another origin: not a link of this app.
  if (target.origin !== location.origin) return undefined;
  const search = target.search || location.search;
  return `${target.pathname}${search}${target.hash}`;
}

/** Replaces a hash-form address by its path form in the history entry (no new entry, no reload). */
export function translateHashLink(): void {
  const path = pathOfHashLink(window.location);
  if (path !== undefined) window.history.replaceState(window.history.state, '', path);
}
