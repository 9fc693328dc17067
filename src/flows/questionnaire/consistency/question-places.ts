import { questionsOf } from '../../../definition/questions/section-questions';
import type { Definition } from '../../../engine';

/** Where a question is asked: the index of its section, and its text's i18n key. */
export interface QuestionPlace {
  section: number;
  title: string | undefined;
}

/**
 * Every question of the questionnaire by slug, for the contradictions' links back to them: from the sections the
 * person answers (the versions pinned, published or bundled, in the order shown), so a version that moved or renamed
 * a question links to where it is asked now and names it as it reads there.
 */
export function questionPlacesOf(sections: readonly Definition[]): ReadonlyMap<string, QuestionPlace> {
  return new Map(
    sections.flatMap((section, index) =>
      questionsOf(section).map((question) => [question.slug, { section: index, title: question.title }] as const),
    ),
  );
}
