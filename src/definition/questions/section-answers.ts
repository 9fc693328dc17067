import { choicesOf, freeTextOption } from './section-questions.ts';

/** One answer as the provider receives it (SPEC §7 `odpovede`): chosen values, a free text, the section's version. */
export interface SectionAnswer {
  question: string;
  values: string[];
  text?: string;
  version: string;
}

/** What of a section definition its answers need. */
export interface AnswerSection {
  id: string;
  version: string;
  schema: unknown;
}

type Data = Readonly<Record<string, unknown>>;

/**
 * The answer list the provider receives (form field `odpovede`, SPEC §7): one entry per answered question, its
 * chosen values, the free text an answer asked for, and the version of the section the person saw. Only data the
 * form kept is listed: answers to parts that were hidden were already dropped by the form.
 */
export function answerList(
  sections: readonly AnswerSection[],
  dataBySection: Readonly<Record<string, Data>>,
): SectionAnswer[] {
  const list: SectionAnswer[] = [];
  for (const section of sections) {
    const data = dataBySection[section.id] ?? {};
    for (const [slug, question] of choicesOf(section.schema)) {
      const raw = data[slug];
      const values = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).map(String);
      if (values.length === 0) continue;
      const textField = freeTextOption(question, values)?.freeText;
      const text = textField === undefined ? undefined : data[textField];
      list.push({
        question: slug,
        values,
        ...(typeof text === 'string' && text ? { text } : {}),
        version: section.version,
      });
    }
  }
  return list;
}

/**
 * The form data of each section from a client's last answers (the reverse of `answerList`): a single choice takes
 * its first value, a multiple choice all of them, and an answer's free text goes back into the field its option
 * names (`freeText`). Values the current definitions no longer offer are left out, so the person answers those
 * questions again.
 */
export function prefillFrom(
  sections: readonly Pick<AnswerSection, 'id' | 'schema'>[],
  answers: readonly Pick<SectionAnswer, 'question' | 'values' | 'text'>[],
): Record<string, Record<string, unknown>> {
  const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
  const result: Record<string, Record<string, unknown>> = {};
  for (const section of sections) {
    const data: Record<string, unknown> = {};
    for (const [slug, question] of choicesOf(section.schema)) {
      const answer = byQuestion.get(slug);
      if (!answer) continue;
      const offered = new Set(question.options.map((option) => option.value));
      const values = answer.values.map(String).filter((value) => offered.has(value));
      if (values.length === 0) continue;
      data[slug] = question.multiple ? values : values[0];
      const textField = freeTextOption(question, values)?.freeText;
      if (textField !== undefined && answer.text) data[textField] = answer.text;
    }
    result[section.id] = data;
  }
  return result;
}
