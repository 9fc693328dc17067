// The points of answers and the risk profile of a total (SPEC §9), as the sandbox scores them.
export {
  collectQuestionDefinitions,
  definedPoints,
  type QuestionDefinition,
  type QuestionDefinitions,
  type Score,
  type ScoredAnswer,
  type ScoredOption,
  scoreAnswerList,
  scoreAnswers,
} from './question-points.ts';
export {
  parseScoringTable,
  profilesOfTotals,
  riskProfileForPoints,
  type ScoringBand,
  type ScoringTable,
  ScoringTableError,
} from './scoring-table.ts';
