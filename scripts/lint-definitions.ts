/**
 * `npm run lint:definitions`: checks every definition (schemas/steps/*.json, schemas/questionnaire/*.json)
 * against schemas/meta/definition.schema.json and the rules a meta-schema cannot state (see
 * lint-definitions/lint.ts). Prints one line per problem, `file#/json/pointer: message`, and exits with 1 if
 * there is any. Node 20 runs it through a type-stripping hook:
 *
 *     node --import ./scripts/lint-definitions/register-ts.mjs scripts/lint-definitions.ts
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatProblem, lintDefinitions } from './lint-definitions/lint.ts';
import { checkMetaFiles, loadLintContext, PROJECT_ROOT, readDefinitionFiles } from './lint-definitions/project.ts';
import type { Problem } from './lint-definitions/types.ts';

export { formatProblem, lintDefinitions } from './lint-definitions/lint.ts';
export {
  checkMetaFiles,
  loadLintContext,
  readDefinitionFiles,
  readTexts,
  PROJECT_ROOT,
} from './lint-definitions/project.ts';
export type { DefinitionSource, LintContext, Problem } from './lint-definitions/types.ts';

/** Lints the project's definitions and meta files: how many definitions, and their problems. */
export function lintProject(root = PROJECT_ROOT): { definitions: number; problems: Problem[] } {
  const context = loadLintContext(root);
  const sources = readDefinitionFiles(root);
  const metaProblems = checkMetaFiles(context, root);
  // Without a working meta-schema every definition would fail for the same reason.
  const problems = metaProblems.some((p) => p.pointer === '')
    ? metaProblems
    : [...metaProblems, ...lintDefinitions(sources, context)];
  return { definitions: sources.length, problems };
}

function main(): number {
  const { definitions, problems } = lintProject();
  for (const problem of problems) console.log(formatProblem(problem));
  const summary = `${definitions} definition${definitions === 1 ? '' : 's'}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  console.log(problems.length === 0 ? `✓ ${summary}` : `✗ ${summary}`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
