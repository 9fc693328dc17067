import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FileText, lintFiles } from '../../../src/definition/lint/lint-files.ts';
import { META_SCHEMA_FILE, type Problem } from '../definitions/core.ts';

let metaSchema: Record<string, unknown> | undefined;

/**
 * `npm run lint:definitions`' checks on the studio's edited files, run here rather than in the page: several of them
 * compile what is being typed with AJV (the schema, the consistency rules' conditions, each question's answers for
 * the answer space), and AJV's only way to validate is generated code, which the studio page's CSP refuses. The
 * same core function as before (lintFiles), with the repository's meta-schema (the one the studio's build bundles);
 * its per-text cache keeps the unchanged definitions' checks between calls.
 */
export function lintStudioFiles(
  repositoryRoot: string,
  definitions: readonly FileText[],
  locales: Readonly<Record<string, unknown>>,
): Problem[] {
  metaSchema ??= JSON.parse(readFileSync(join(repositoryRoot, META_SCHEMA_FILE), 'utf8')) as Record<string, unknown>;
  return lintFiles(definitions, locales, metaSchema);
}
