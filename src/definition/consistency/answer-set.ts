import { choicesOf, freeTextOption } from '../questions/section-questions.ts';
import type { AnswerSection } from '../questions/section-answers.ts';
import type { AnswerSet } from './types.ts';

/**
 * The answer set of every section's form data, as the provider receives it (`answerList`): answered choices only (a
 * single choice as its value, a multiple choice as its list), and the free text an answer asks for under its field.
 * Data of questions the form no longer shows, or of no section, plays no part.
 */
export function answerSetOf(
  sections: readonly Pick<AnswerSection, 'id' | 'schema'>[],
  dataBySection: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
): AnswerSet {
  const set: Record<string, string | string[]> = {};
  for (const section of sections) {
    const data = dataBySection[section.id] ?? {};
    for (const [slug, question] of choicesOf(section.schema)) {
      const raw = data[slug];
      const values = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).map(String);
      if (values.length === 0) continue;
      set[slug] = question.multiple ? values : (values[0] as string);
      const textField = freeTextOption(question, values)?.freeText;
      const text = textField === undefined ? undefined : data[textField];
      if (textField !== undefined && typeof text === 'string' && text) set[textField] = text;
    }
  }
  return set;
}
