// Transitional: the definition core (src/definition) is this module's home; this re-export serves the files that
// still import it here until their owners' pending edits land, then it goes.
export { formatProblem, lintDefinitions, lintStructure, uniquenessChecker } from '../../src/definition/lint/lint.ts';
