import { MANIFEST_FILE, PUBLICATION_BASE_PATH } from '../../../definition/publication/publication-contract';
import { DefinitionsLoadFailed } from './definitions-load-failed';
import { MANIFEST_REUSE_MS, forgetManifestResponse, manifestResponse } from './manifest-response';
import { type PublishedManifest, parsePublishedManifest } from './published-manifest';

/** Where the publication store's manifest is served on the app's own origin, whatever provider the app talks to. */
export const MANIFEST_PATH = `${PUBLICATION_BASE_PATH}${MANIFEST_FILE}`;

let origin = '';

/**
 * The origin serving the store, when it is not the page's own (the screens' component tests, whose page has no
 * server: the sandbox's answers 404, as a build with no store does).
 */
export function configureDefinitionsStore(storeOrigin: string): void {
  origin = storeOrigin.replace(/\/+$/, '');
  // A read from the origin before is not this store's.
  last = undefined;
}

/** The manifest's address; the module paths it lists are relative to it. */
export const manifestUrl = (): string => new URL(`${origin}${MANIFEST_PATH}`, window.location.href).href;

// A manifest request that hangs is a fault like a provider call's (30 s, the API's default limit).
const TIMEOUT_MS = 30_000;

let last:
  | { at: number; manifest: Promise<PublishedManifest | null>; settled?: { manifest: PublishedManifest | null } }
  | undefined;

async function fetchManifest(answer: () => Promise<Response>): Promise<PublishedManifest | null> {
  let response: Response;
  try {
    response = await answer();
  } catch (cause) {
    throw new DefinitionsLoadFailed(MANIFEST_PATH, cause);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new DefinitionsLoadFailed(MANIFEST_PATH, new Error(`status ${response.status}`));
  try {
    return parsePublishedManifest(await response.json());
  } catch (cause) {
    throw new DefinitionsLoadFailed(MANIFEST_PATH, cause);
  }
}

/**
 * The publication store's manifest, or null when the app's origin has none (404: a build with no store, whose
 * bundled definitions are the defaults). Anything else that goes wrong (network, another status, a body that is
 * not a manifest) rejects with DefinitionsLoadFailed, and the next call asks again: the screen offers a retry,
 * never another version. The file is `no-cache`, so each request sees the latest publication.
 */
export function loadManifest(fetchFn?: typeof fetch, now = Date.now()): Promise<PublishedManifest | null> {
  if (last && now - last.at < MANIFEST_REUSE_MS) return last.manifest;
  // The app's own origin: the one read its start made (the page's preload), if moments ago (manifest-response.ts).
  const shared = fetchFn || origin ? undefined : manifestResponse(MANIFEST_PATH, now);
  const manifest = fetchManifest(
    shared
      ? () => shared.response.then((again) => again())
      : // The store is the app's own static origin, as its chunks are, not the provider (which callApi is for).
        // eslint-disable-next-line no-restricted-globals
        () => (fetchFn ?? fetch)(manifestUrl(), { signal: AbortSignal.timeout(TIMEOUT_MS) }),
  );
  // As old as the read it takes: reused no longer than 30 s after the request.
  const entry: NonNullable<typeof last> = { at: shared?.at ?? now, manifest };
  last = entry;
  manifest.then(
    (read) => {
      entry.settled = { manifest: read };
    },
    () => {
      if (last === entry) last = undefined;
    },
  );
  return manifest;
}

/**
 * The manifest read last, if it has arrived and is less than 30 s old (as loadManifest would reuse it), so a screen
 * whose definition is known already renders at once instead of waiting a turn; undefined otherwise.
 */
export function knownManifest(now = Date.now()): { manifest: PublishedManifest | null } | undefined {
  return last && now - last.at < MANIFEST_REUSE_MS ? last.settled : undefined;
}

/** Forgets the manifest read last (tests). */
export function forgetManifest(): void {
  last = undefined;
  forgetManifestResponse();
}
