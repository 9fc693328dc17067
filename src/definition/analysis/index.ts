// The questionnaire analysis (reachable scores, dead conditions) and the golden answer sets.
export {
  analyseQuestionnaire,
  type Finding,
  profilesReached,
  type QuestionnaireAnalysis,
  type SectionScore,
  type SectionSource,
} from './analyse-questionnaire.ts';
export {
  answerListOf,
  consistencyProblems,
  type GoldenResult,
  type GoldenSet,
  judgeGoldenSet,
  parseGoldenSet,
  type SentAnswer,
} from './golden-sets.ts';
