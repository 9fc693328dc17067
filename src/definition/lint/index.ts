// The lint of definitions: what `npm run lint:definitions`, the studio and the registry check a definition for.
export { formatProblem, lintDefinitions, lintStructure, uniquenessChecker } from './lint.ts';
export { type FileText, lintFiles } from './lint-files.ts';
export { formatNamesOf, metaSchemaProblems, metaValidator } from './meta-schema.ts';
export { scoringFileProblems } from './scoring-file-problems.ts';
export type { DefinitionSource, LintContext, Problem, Report } from './types.ts';
