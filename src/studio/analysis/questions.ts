// Transitional: the definition core (src/definition) is this module's home; this re-export serves the files that
// still import it here until their owners' pending edits land, then it goes.
export { isObject, type JsonObject } from '../../definition/json-object.ts';
export { pointerJoin } from '../../definition/json-pointer.ts';
export { fieldTestsOf, type FieldTest, guardHolds } from '../../definition/questions/field-tests.ts';
export {
  type QuestionOption as AnswerOption,
  type Guard,
  type Question,
  questionsOf,
} from '../../definition/questions/section-questions.ts';
