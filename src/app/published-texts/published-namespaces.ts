import { MANIFEST_FILE, PUBLICATION_BASE_PATH } from '../../definition/publication/publication-contract';

/** The prefix of a texts definition's id in the manifest (src/definition/texts/texts-definition-id.ts). */
const TEXTS_ID = 'texts-';
// A manifest read this recently is used again, as the definitions' loader does (load-manifest.ts).
const REUSE_MS = 30_000;

export interface ManifestRead {
  /** The ids of the texts definitions the manifest lists (none without a store; `*` when it could not be read). */
  ids: ReadonlySet<string>;
  /** The manifest's answer again, for the loader (src/app/published-texts/load-published-texts.ts) not to ask twice. */
  response: () => Response;
}

let last: { at: number; read: Promise<ManifestRead> } | undefined;

async function readManifest(): Promise<ManifestRead> {
  // The store is the app's own static origin, as its chunks are, not the provider (which callApi is for).
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(`${PUBLICATION_BASE_PATH}${MANIFEST_FILE}`, { signal: AbortSignal.timeout(30_000) });
  const body = response.status === 404 ? '' : await response.text();
  const again = () => new Response(body, { status: response.status, statusText: response.statusText });
  if (response.status === 404) return { ids: new Set(), response: again };
  let ids: string[];
  try {
    const json = JSON.parse(body) as { definitions?: Record<string, unknown> };
    ids = Object.keys(json.definitions ?? {});
  } catch {
    // A manifest that is not JSON is the loader's to refuse, with its fault.
    ids = [];
  }
  const texts = new Set(ids.filter((id) => id.startsWith(TEXTS_ID)));
  // A store that answers badly is a fault the loader reports: it is asked whenever the status is not 200.
  if (!response.ok) texts.add('*');
  return { ids: texts, response: again };
}

/**
 * The namespaces the publication store has texts for (issue 23): a small read of the manifest on the app's
 * origin that the landing page can afford (the loader, a chunk of its own, is fetched only when there is
 * something to load). A network failure rejects: the caller's fault, never a silent fall back.
 */
export function publishedNamespaces(now = Date.now()): Promise<ManifestRead> {
  if (last && now - last.at < REUSE_MS) return last.read;
  const entry = { at: now, read: readManifest() };
  last = entry;
  // A read that failed, or a store that answered badly ('*'), is not reused: the screen's retry asks again.
  entry.read.then(
    (read) => {
      if (read.ids.has('*') && last === entry) last = undefined;
    },
    () => {
      if (last === entry) last = undefined;
    },
  );
  return entry.read;
}
