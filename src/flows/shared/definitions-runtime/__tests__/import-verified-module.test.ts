// @vitest-environment node
import { DefinitionsLoadFailed } from '../definitions-load-failed';
import { importVerifiedModule, type ModuleImporter } from '../import-verified-module';

/** A browser stand-in: the preload fails for the URLs in `refused` (a 404, an integrity mismatch). */
function importer(refused: Set<string>): ModuleImporter & { preloaded: string[]; ran: string[] } {
  const calls = { preloaded: [] as string[], ran: [] as string[] };
  return {
    ...calls,
    preload: async (url, integrity) => {
      calls.preloaded.push(`${url} ${integrity}`);
      if (refused.has(url)) throw new Error('integrity');
    },
    run: async (url) => {
      calls.ran.push(url);
      return { url };
    },
  };
}

describe('importVerifiedModule', () => {
  it('runs a module only after its preload with the integrity hash succeeded, once per address', async () => {
    const browser = importer(new Set());
    const address = { url: '/definitions/ok.js', integrity: 'sha256-ok' };
    await importVerifiedModule(address, browser);
    await importVerifiedModule(address, browser);
    expect(browser.preloaded).toEqual(['/definitions/ok.js sha256-ok']);
    expect(browser.ran).toEqual(['/definitions/ok.js']);
  });

  it('rejects a refused module without running it, and tries again under a new address', async () => {
    const refused = new Set(['/definitions/bad.js']);
    const browser = importer(refused);
    const address = { url: '/definitions/bad.js', integrity: 'sha256-bad' };
    await expect(importVerifiedModule(address, browser)).rejects.toBeInstanceOf(DefinitionsLoadFailed);
    expect(browser.ran).toEqual([]);
    refused.clear();
    await importVerifiedModule(address, browser);
    // The page's module map keeps the failed address failed: the retry asks under another.
    expect(browser.ran).toEqual(['/definitions/bad.js?retry=1']);
    expect(browser.preloaded.at(-1)).toBe('/definitions/bad.js?retry=1 sha256-bad');
  });
});
