import { MANIFEST_FILE, PUBLICATION_BASE_PATH } from '../../definition/publication/publication-contract';
import { manifestResponse } from '../../flows/shared/definitions-runtime/manifest-response';

/** The prefix of a texts definition's id in the manifest (src/definition/texts/texts-definition-id.ts). */
const TEXTS_ID = 'texts-';

export interface ManifestRead {
  /** The ids of the texts definitions the manifest lists (none without a store; `*` when it could not be read). */
  ids: ReadonlySet<string>;
  /** The manifest's answer again, for the loader (src/app/published-texts/load-published-texts.ts) not to ask twice. */
  response: () => Response;
}

/**
 * The namespaces the publication store has texts for (issue 23): a small read of the manifest on the app's
 * origin that the landing page can afford (the loader, a chunk of its own, is fetched only when there is
 * something to load). A network failure rejects: the caller's fault, never a silent fall back.
 */
export async function publishedNamespaces(now = Date.now()): Promise<ManifestRead> {
  const response = await manifestResponse(`${PUBLICATION_BASE_PATH}${MANIFEST_FILE}`, now).response;
  const { ok, status } = response();
  if (status === 404) return { ids: new Set(), response };
  let ids: string[];
  try {
    const json = JSON.parse(await response().text()) as { definitions?: Record<string, unknown> };
    ids = Object.keys(json.definitions ?? {});
  } catch {
    // A manifest that is not JSON is the loader's to refuse, with its fault.
    ids = [];
  }
  const texts = new Set(ids.filter((id) => id.startsWith(TEXTS_ID)));
  // A store that answers badly is a fault the loader reports: it is asked whenever the status is not 200.
  if (!ok) texts.add('*');
  return { ids: texts, response };
}
