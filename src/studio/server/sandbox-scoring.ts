// Transitional: the definition core (src/definition) is this module's home; this re-export serves the files that
// still import it here until their owners' pending edits land, then it goes.
export { loadScoringTable as readScoringTable } from '../../definition/node/data-folder.ts';
export { scoreAnswerList } from '../../definition/scoring/question-points.ts';
export { profilesOfTotals, type ScoringTable } from '../../definition/scoring/scoring-table.ts';
