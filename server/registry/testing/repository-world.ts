import { fileURLToPath } from 'node:url';
import type { WorldDefinition } from '../definitions/gates.ts';
import { readRepository } from '../definitions/repository-files.ts';

/** The repository this file is in. */
const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The repository's definitions as the gates see the live world (each with its definition and texts), and the files
 * beside them (locales, meta-schemas): what a test of the gates runs them on, as on a registry freshly imported.
 */
export function repositoryWorld(root = REPOSITORY): { live: WorldDefinition[]; baseFiles: Map<string, string> } {
  const { definitions, baseFiles } = readRepository(root);
  const live = definitions.map(({ id, kind, path, definition, texts }) => ({
    id,
    kind,
    path,
    content: { definition, texts },
  }));
  return { live, baseFiles };
}
