/**
 * The `texts` kind (issue 23): the texts of one locale namespace (`locales/{sk,en,bg}/{namespace}.json`) that no
 * other definition carries: the landing page, FAQ cards, help box, toasts, errors… Its JSON names the namespace and
 * lists the keys it owns; its texts are those keys' texts in sk, en and bg. It has no file of its own: the export
 * writes its texts back into the locale files, and its path (`texts/{namespace}`) is only its name in the registry.
 */
export const TEXTS_KIND = 'texts';

/** Where a texts definition is listed; nothing is written there. */
export const TEXTS_PATH_PREFIX = 'texts/';

export interface TextsDefinitionJson {
  kind: typeof TEXTS_KIND;
  id: string;
  namespace: string;
  keys: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export { textsDefinitionId } from '../../../src/definition/texts/texts-definition-id.ts';

/** The keys a texts definition owns (the definition's `keys`, strings only), or undefined for another kind. */
export function textsDefinitionKeys(definition: unknown): string[] | undefined {
  if (!isRecord(definition) || definition.kind !== TEXTS_KIND) return undefined;
  return Array.isArray(definition.keys) ? definition.keys.filter((key): key is string => typeof key === 'string') : [];
}
