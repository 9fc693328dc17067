/**
 * `npm run lint:definitions`: checks every definition (schemas/steps/*.json, schemas/questionnaire/*.json)
 * against schemas/meta/definition.schema.json and the rules a meta-schema cannot state, with the definition
 * core's lint (src/definition/lint, lintProject of src/definition/node): this file only prints one line per
 * problem, `file#/json/pointer: message`, and exits with 1 if there is any. Node 20 runs it through a
 * type-stripping hook:
 *
 *     node --import ./scripts/lint-definitions/register-ts.mjs scripts/lint-definitions.ts
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatProblem } from '../src/definition/lint/index.ts';
import { lintProject } from '../src/definition/node/index.ts';

// The tests and the registry's former imports read these here; their home is the definition core.
export { formatProblem, lintDefinitions } from '../src/definition/lint/index.ts';
export type { DefinitionSource, LintContext, Problem } from '../src/definition/lint/index.ts';
export {
  checkMetaFiles,
  loadLintContext,
  readDefinitionFiles,
  lintProject,
  readTexts,
  PROJECT_ROOT,
} from '../src/definition/node/index.ts';

function main(): number {
  const { definitions, problems } = lintProject();
  for (const problem of problems) console.log(formatProblem(problem));
  const summary = `${definitions} definition${definitions === 1 ? '' : 's'}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  console.log(problems.length === 0 ? `✓ ${summary}` : `✗ ${summary}`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
