/**
 * A function of an address, worked out once per address (issue 24). Matching an address against route patterns
 * (matchPath) compiles each pattern into a new RegExp at every call, and a return to a kept screen asks the same few
 * addresses several times (the route of each kept screen, the step the progress shows). A tab visits few addresses;
 * past `max` the oldest is let go.
 */
export function perAddress<T>(find: (pathname: string) => T, max = 64): (pathname: string) => T {
  const found = new Map<string, T>();
  return (pathname) => {
    if (found.has(pathname)) return found.get(pathname) as T;
    const value = find(pathname);
    if (found.size >= max) found.delete(found.keys().next().value as string);
    found.set(pathname, value);
    return value;
  };
}
