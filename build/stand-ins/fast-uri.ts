/**
 * Stands in for fast-uri where @rjsf/utils imports it (findSchemaDefinition.js: resolving `$ref` against `$id`), in
 * the app's bundle only (vite.config.ts): about 7 KB gzip of URI parsing and scheme handlers on every form.
 *
 * What RJSF asks of it with the app's definitions: nothing (they have no `$ref` and no `$id`; a test checks). What
 * a definition with local references would ask: a fragment (`#/…`) against the base, handled here as fast-uri does.
 * Any other reference is resolved by the URL standard against an absolute base, an absolute one is kept, and
 * anything else throws rather than guessing: fast-uri itself gives the same answers for these
 * (build/stand-ins/fast-uri.test.ts compares them).
 */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

function resolve(base: string | undefined, reference: string): string {
  if (reference.startsWith('#')) return (base ?? '').replace(/#.*$/, '') + reference;
  if (ABSOLUTE.test(reference)) return reference;
  if (base !== undefined && ABSOLUTE.test(base)) {
    try {
      return new URL(reference, base).href;
    } catch {
      // Not a hierarchical base (a URN, say): refused below.
    }
  }
  throw new Error(`Cannot resolve the reference "${reference}" against "${base ?? ''}" in this app's bundle`);
}

/** Equal as written, or as URLs (scheme and host in any case), as fast-uri compares them. */
function equal(a: string, b: string): boolean {
  if (a === b) return true;
  if (!ABSOLUTE.test(a) || !ABSOLUTE.test(b)) return false;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

export default { resolve, equal };
