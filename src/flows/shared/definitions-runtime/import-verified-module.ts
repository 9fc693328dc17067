import { DefinitionsLoadFailed } from './definitions-load-failed';
import type { ModuleAddress } from './types';

/** How a module gets into the page; the browser's by default, a stand-in in unit tests (happy-dom runs no preload). */
export interface ModuleImporter {
  /** Fetches the module and checks its integrity; rejects if either fails. */
  preload(url: string, integrity: string): Promise<void>;
  /** Runs the module preloaded at `url`. */
  run(url: string): Promise<Record<string, unknown>>;
}

/**
 * `<link rel="modulepreload" integrity>`: Chromium fetches the module, checks the hash and only then puts it in the
 * page's module map, so the `import()` after it runs that checked copy (an import map's `integrity` would need an
 * inline script, which `script-src 'self'` forbids). A failed check fires the link's `error` event.
 */
export const browserImporter: ModuleImporter = {
  preload: (url, integrity) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.integrity = integrity;
      link.href = url;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        link.remove();
        reject(new Error(`module ${url} failed to load or its integrity check failed`));
      });
      document.head.append(link);
    }),
  run: (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>,
};

const attempts = new Map<string, number>();
const loaded = new Map<string, Promise<Record<string, unknown>>>();

/**
 * A published module, run only after the browser checked its integrity; once per address. A failure rejects
 * with DefinitionsLoadFailed and is forgotten, so a retry fetches again: under another query string, as the
 * page's module map keeps a failed address failed for good.
 */
export function importVerifiedModule(
  address: ModuleAddress,
  importer: ModuleImporter = browserImporter,
): Promise<Record<string, unknown>> {
  const known = loaded.get(address.url);
  if (known) return known;
  const attempt = attempts.get(address.url) ?? 0;
  const url = attempt === 0 ? address.url : `${address.url}?retry=${attempt}`;
  const promise = importer
    .preload(url, address.integrity)
    .then(() => importer.run(url))
    .catch((cause: unknown) => {
      loaded.delete(address.url);
      attempts.set(address.url, attempt + 1);
      throw new DefinitionsLoadFailed(address.url, cause);
    });
  loaded.set(address.url, promise);
  return promise;
}
