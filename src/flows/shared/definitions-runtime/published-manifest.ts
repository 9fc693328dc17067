import {
  type ManifestVersion,
  PUBLICATION_FORMAT,
  type PublicationManifest,
} from '../../../definition/publication/publication-contract';

export type { PublicationManifest as PublishedManifest };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isVersion(value: unknown): value is ManifestVersion {
  return (
    isObject(value) &&
    typeof value.version === 'string' &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256) &&
    typeof value.module === 'string' &&
    typeof value.integrity === 'string' &&
    value.integrity.startsWith('sha256-') &&
    typeof value.effectiveAt === 'string' &&
    !Number.isNaN(Date.parse(value.effectiveAt))
  );
}

/**
 * The manifest as src/definition/publication describes it, or an error saying why not: a manifest of another
 * format or with a broken entry is a fault of the store, shown as such rather than half used.
 */
export function parsePublishedManifest(json: unknown): PublicationManifest {
  if (!isObject(json) || json.format !== PUBLICATION_FORMAT || !isObject(json.definitions))
    throw new Error(`not a publication manifest of format ${PUBLICATION_FORMAT}`);
  for (const [id, entry] of Object.entries(json.definitions)) {
    if (!isObject(entry) || !isVersion(entry.current) || !(entry.next === null || isVersion(entry.next)))
      throw new Error(`the manifest's entry "${id}" is not as the contract says`);
  }
  return json as unknown as PublicationManifest;
}
