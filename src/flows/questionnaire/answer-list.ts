// The answer list is the definition core's (the sandbox and the studio read sections the same way): a question
// declared in any branch of a section, `oneOf` and `anyOf` items included, is sent.
export { answerList } from '../../definition/questions/section-answers';
