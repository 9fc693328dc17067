import { formatJson, isObject, LANGUAGES, textOf } from '../definitions/core.ts';
import { type Texts, textKeysOf, textsFor } from '../definitions/definition-content.ts';
import { TEXTS_KIND, TEXTS_PATH_PREFIX, type TextsDefinitionJson, textsDefinitionId } from './texts-definition.ts';

const LOCALE_FILE = /^locales\/([^/]+)\/([\w-]+)\.json$/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A texts definition as the repository gives it, in the shape of the registry's other repository definitions. */
export interface RepositoryTextsDefinition {
  id: string;
  kind: typeof TEXTS_KIND;
  path: string;
  definition: TextsDefinitionJson;
  text: string;
  texts: Texts;
}

/** Every leaf key of a locale file, prefixed with its namespace; plural forms stand as their key. */
function leafKeys(namespace: string, json: unknown): string[] {
  const out: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push(path.replace(PLURAL_SUFFIX, ''));
    else if (isObject(node)) for (const [name, value] of Object.entries(node)) visit(value, `${path}.${name}`);
  };
  visit(json, namespace);
  return out;
}

/**
 * The texts definitions of a repository (issue 23): one per namespace of `locales/`, owning every key of it that
 * no definition references (a step's FAQ card stays with its step), in the order the Slovak file has them, keys
 * only another language has after them (the texts gate then names the missing Slovak text). A namespace every key
 * of which a definition carries has none.
 */
export function repositoryTextsDefinitions(
  definitions: readonly { definition: unknown }[],
  baseFiles: ReadonlyMap<string, string>,
): RepositoryTextsDefinition[] {
  const carried = new Set(definitions.flatMap(({ definition }) => textKeysOf(definition)));
  const locales: Record<string, unknown> = {};
  const keysByNamespace = new Map<string, string[]>();
  const ordered = [...baseFiles.keys()].sort(
    (a, b) => Number(!a.startsWith('locales/sk/')) - Number(!b.startsWith('locales/sk/')) || a.localeCompare(b),
  );
  for (const path of ordered) {
    const match = LOCALE_FILE.exec(path);
    if (!match || !LANGUAGES.includes(match[1] as (typeof LANGUAGES)[number])) continue;
    const json = JSON.parse(baseFiles.get(path) ?? '{}') as unknown;
    locales[path] = json;
    const namespace = match[2] ?? '';
    const keys = keysByNamespace.get(namespace) ?? [];
    for (const key of leafKeys(namespace, json)) if (!carried.has(key) && !keys.includes(key)) keys.push(key);
    keysByNamespace.set(namespace, keys);
  }
  return [...keysByNamespace]
    .filter(([, keys]) => keys.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([namespace, keys]) => {
      const definition: TextsDefinitionJson = { kind: TEXTS_KIND, id: textsDefinitionId(namespace), namespace, keys };
      return {
        id: definition.id,
        kind: TEXTS_KIND,
        path: `${TEXTS_PATH_PREFIX}${namespace}`,
        definition,
        text: formatJson(definition),
        texts: textsFor(definition, (language, key) => textOf(locales, language, key)),
      };
    });
}
