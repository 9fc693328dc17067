import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import type { QuestionnaireAnswer } from '../../api';
import type { Definition } from '../../engine/definition/types';

type Data = Readonly<Record<string, unknown>>;

const isSchema = (node: JSONSchema7Definition | undefined): node is JSONSchema7 =>
  typeof node === 'object' && node !== null;

/** Every question of a section (a property with answer options), with its options, wherever the schema declares it. */
function questionsOf(schema: JSONSchema7): Map<string, JSONSchema7[]> {
  const found = new Map<string, JSONSchema7[]>();
  const visit = (node: JSONSchema7Definition | undefined) => {
    if (!isSchema(node)) return;
    for (const [slug, property] of Object.entries(node.properties ?? {})) {
      if (!isSchema(property)) continue;
      const items = Array.isArray(property.items) ? undefined : property.items;
      const options = (property.oneOf ?? (isSchema(items) ? items.oneOf : undefined))?.filter(isSchema);
      if (options?.length) found.set(slug, options);
    }
    for (const branch of [node.then, node.else, ...(node.allOf ?? [])]) visit(branch);
  };
  visit(schema);
  return found;
}

/**
 * The answer list the provider receives (form field `odpovede`, SPEC §7): one entry per answered question, its
 * chosen values, the free text an answer asked for, and the version of the section the person saw. Only data the
 * form kept is listed: answers to parts that were hidden were already dropped by the form.
 */
export function answerList(
  sections: readonly Definition[],
  dataBySection: Readonly<Record<string, Data>>,
): QuestionnaireAnswer[] {
  const list: QuestionnaireAnswer[] = [];
  for (const section of sections) {
    const data = dataBySection[section.id] ?? {};
    for (const [question, options] of questionsOf(section.schema)) {
      const raw = data[question];
      const values = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).map(String);
      if (values.length === 0) continue;
      const textField = options.find(
        (o) => values.includes(String(o.const)) && typeof (o as { freeText?: unknown }).freeText === 'string',
      ) as { freeText: string } | undefined;
      const text = textField ? data[textField.freeText] : undefined;
      list.push({ question, values, ...(typeof text === 'string' && text ? { text } : {}), version: section.version });
    }
  }
  return list;
}
