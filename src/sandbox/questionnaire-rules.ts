/**
 * Checks a questionnaire's answers against the section definitions alone (`schemas/questionnaire/*.json`), as a
 * careful provider must before scoring them: every answer names a question of a definition and one of its
 * options, every question the definition requires (given the answers, so a condition's questions only when it
 * holds) is answered, and an answer that asks for a free text has it. The first problem is a 400 naming the
 * question; points sent by the client play no part.
 */
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { QuestionnaireAnswer } from '../api/types.ts';
import { isObject } from '../definition/json-object.ts';
import { readJsonFolder } from '../definition/node/data-folder.ts';
import { sectionQuestions } from '../definition/questions/section-questions.ts';
import { isConditionalNoise } from '../definition/validation/conditional-noise.ts';
import { fail } from './http-error.ts';

type Json = Record<string, unknown>;

interface Question {
  section: number;
  multiple: boolean;
  options: ReadonlySet<string>;
  /** The free-text property each option that asks for one names (`freeText`). */
  freeText: ReadonlyMap<string, string>;
}

interface Sections {
  schemas: Json[];
  questions: ReadonlyMap<string, Question>;
}

/** Reads the section definitions given (by default the folder's, read on every call, like the points, so a compliance
 * edit applies at once). */
function loadSections(definitions: readonly unknown[]): Sections {
  const schemas: Json[] = [];
  const questions = new Map<string, Question>();
  // No definitions: every answer is to an unknown question. A broken one is skipped, as the points loader does.
  for (const definition of definitions) {
    if (!isObject(definition) || !isObject(definition.schema)) continue;
    const section = schemas.push(definition.schema) - 1;
    for (const question of sectionQuestions(definition.schema)) {
      if (questions.has(question.slug) || question.options.length === 0) continue;
      questions.set(question.slug, {
        section,
        multiple: question.multiple,
        options: new Set(question.options.map((option) => option.value)),
        freeText: new Map(
          question.options.flatMap(({ value, freeText }) => (freeText === undefined ? [] : [[value, freeText]])),
        ),
      });
    }
  }
  return { schemas, questions };
}

// The definitions' own keywords (points, freeText, widget hints) are not JSON Schema: strict off, as in the app.
const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

function validatorOf(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** The question a schema error concerns; a free-text property stands for the question whose answer asks for it. */
function problemOf(error: ErrorObject, questions: ReadonlyMap<string, Question>): Error | undefined {
  const property =
    error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1];
  if (!property) return undefined;
  for (const [slug, question] of questions) {
    if ([...question.freeText.values()].includes(property)) return fail(400, 'missing answer text', { field: slug });
  }
  if (error.keyword === 'required') return fail(400, 'missing answer', { field: property });
  return fail(400, 'unknown answer', { field: property });
}

/** 400 naming the first question whose answer the definitions refuse; see the file comment. */
export function assertAnswersDefined(schemasDir: string, answers: readonly QuestionnaireAnswer[]): void {
  assertAnswersDefinedBy(readJsonFolder(join(schemasDir, 'questionnaire')), answers);
}

/** The same check against the section definitions given (the versions the answers name: published-definitions.ts). */
export function assertAnswersDefinedBy(definitions: readonly unknown[], answers: readonly QuestionnaireAnswer[]): void {
  const { schemas, questions } = loadSections(definitions);
  const data: Json[] = schemas.map(() => ({}));
  for (const answer of answers) {
    const question = questions.get(answer.question);
    if (!question) throw fail(400, 'unknown question', { field: answer.question });
    if (answer.values.length === 0) throw fail(400, 'missing answer', { field: answer.question });
    if (!question.multiple && answer.values.length > 1) throw fail(400, 'unknown answer', { field: answer.question });
    if (answer.values.some((value) => !question.options.has(value)))
      throw fail(400, 'unknown answer', { field: answer.question });
    const section = data[question.section] ?? {};
    section[answer.question] = question.multiple ? answer.values : answer.values[0];
    for (const value of answer.values) {
      const textField = question.freeText.get(value);
      if (textField && answer.text !== undefined) section[textField] = answer.text.trim();
    }
  }
  schemas.forEach((schema, index) => {
    const validate = validatorOf(schema);
    if (validate(data[index])) return;
    // `if` reports only that a `then` failed; the failure itself is listed beside it.
    const errors = (validate.errors ?? []).filter((error) => !isConditionalNoise(error.keyword));
    for (const error of errors) {
      const problem = problemOf(error, questions);
      if (problem) throw problem;
    }
    throw fail(400, 'invalid answers', { field: 'odpovede' });
  });
}
