import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import type { QuestionnaireAnswer } from '../../api';
import type { Definition } from '../../engine/definition/types';
import type { FormData } from '../../engine/renderer/definition-form';

const isSchema = (node: JSONSchema7Definition | undefined): node is JSONSchema7 =>
  typeof node === 'object' && node !== null;

interface Question {
  multiple: boolean;
  options: JSONSchema7[];
}

/** Every question of a section (a property with answer options), wherever the schema declares it. */
function questionsOf(schema: JSONSchema7): Map<string, Question> {
  const found = new Map<string, Question>();
  const visit = (node: JSONSchema7Definition | undefined) => {
    if (!isSchema(node)) return;
    for (const [slug, property] of Object.entries(node.properties ?? {})) {
      if (!isSchema(property)) continue;
      const items = Array.isArray(property.items) ? undefined : property.items;
      const multiple = property.type === 'array' && isSchema(items);
      const options = (property.oneOf ?? (isSchema(items) ? items.oneOf : undefined))?.filter(isSchema);
      if (options?.length) found.set(slug, { multiple, options });
    }
    for (const branch of [node.then, node.else, ...(node.allOf ?? [])]) visit(branch);
  };
  visit(schema);
  return found;
}

/**
 * The form data of each section from the client's last questionnaire (the reverse of `answerList`): a single
 * choice takes its first value, a multiple choice all of them, and an answer's free text goes back into the
 * field its option names (`freeText`). Values the current definitions no longer offer are left out, so the
 * person answers those questions again.
 */
export function prefillFrom(
  sections: readonly Definition[],
  answers: readonly QuestionnaireAnswer[],
): Record<string, FormData> {
  const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
  const result: Record<string, FormData> = {};
  for (const section of sections) {
    const data: FormData = {};
    for (const [slug, { multiple, options }] of questionsOf(section.schema)) {
      const answer = byQuestion.get(slug);
      if (!answer) continue;
      const offered = new Set(options.map((o) => String(o.const)));
      const values = answer.values.map(String).filter((v) => offered.has(v));
      if (values.length === 0) continue;
      data[slug] = multiple ? values : values[0];
      const withText = options.find(
        (o) => values.includes(String(o.const)) && typeof (o as { freeText?: unknown }).freeText === 'string',
      ) as { freeText: string } | undefined;
      if (withText && answer.text) data[withText.freeText] = answer.text;
    }
    result[section.id] = data;
  }
  return result;
}
