/** A manifest read this recently is used again: a version scheduled in it is still taken at its time (by the clock). */
export const MANIFEST_REUSE_MS = 30_000;
// A manifest request that hangs is a fault like a provider call's (30 s, the API's default limit).
const TIMEOUT_MS = 30_000;

/** One read of the manifest on the app's origin: when it was asked for, and its answer again for each reader. */
export interface ManifestResponse {
  at: number;
  response: Promise<() => Response>;
}

let last: ManifestResponse | undefined;

async function read(path: string): Promise<() => Response> {
  // The store is the app's own static origin, as its chunks are, not the provider (which callApi is for).
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(path, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = response.status === 404 ? '' : await response.text();
  return () => new Response(body, { status: response.status, statusText: response.statusText });
}

/**
 * The publication store's manifest as the app's origin answers it, one request for all its readers: the start's
 * published texts (src/app/published-texts), which take the page's preload of it, and the definitions' loader
 * (load-manifest.ts). Two requests were made before, the second on a step's or the questionnaire's way to its
 * version: a round trip more on a slow network, after the click when the screen's code came late (issue 21, 24).
 * `path`: the manifest's on the app's origin (the publication contract's; its readers import that, which kept the
 * contract in the start's chunk). A read answered moments ago is used again; one that failed, or that the store
 * answered with anything but 200 or 404, is not: the next reader (a screen's retry) asks again.
 */
export function manifestResponse(path: string, now = Date.now()): ManifestResponse {
  if (last && now - last.at < MANIFEST_REUSE_MS) return last;
  const entry: ManifestResponse = { at: now, response: read(path) };
  last = entry;
  entry.response.then(
    (answer) => {
      const { ok, status } = answer();
      if (!ok && status !== 404 && last === entry) last = undefined;
    },
    () => {
      if (last === entry) last = undefined;
    },
  );
  return entry;
}

/** Forgets the read (tests). */
export function forgetManifestResponse(): void {
  last = undefined;
}
