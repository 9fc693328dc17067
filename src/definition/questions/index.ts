// The questions and answers of a questionnaire section.
export { type FieldTest, fieldTestsOf, guardHolds } from './field-tests.ts';
export { answerList, type AnswerSection, prefillFrom, type SectionAnswer } from './section-answers.ts';
export {
  choicesOf,
  freeTextOption,
  type Question,
  type QuestionOption,
  questionsOf,
  sectionQuestions,
} from './section-questions.ts';
