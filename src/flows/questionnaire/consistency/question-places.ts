import { questionsOf } from '../../../definition/questions/section-questions';
import { sections } from '../sections';

/** Where a question is asked: the index of its section, and its text's i18n key. */
export interface QuestionPlace {
  section: number;
  title: string | undefined;
}

/** Every question of the questionnaire by slug, for the contradictions' links back to them. */
export const questionPlaces: ReadonlyMap<string, QuestionPlace> = new Map(
  sections.flatMap((section, index) =>
    questionsOf(section).map((question) => [question.slug, { section: index, title: question.title }] as const),
  ),
);
