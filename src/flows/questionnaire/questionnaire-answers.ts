import type { DefinitionData } from '../../engine';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import { answerList } from './answer-list';

/** One answer as sent, naming the exact definition it was given on (issue 21; src/sandbox/README.md). */
export type SentAnswer = ReturnType<typeof answerList>[number] & {
  definition_version: string;
  definition_sha256: string;
};

/**
 * The `odpovede` list: each section's answers read with the version of the section the person saw (its schema),
 * each answer carrying that version and its SHA-256, so the provider scores it with exactly that definition.
 */
export function questionnaireAnswers(
  shown: readonly RuntimeDefinition[],
  all: Readonly<Record<string, DefinitionData>>,
): SentAnswer[] {
  return shown.flatMap(({ chosen, definition }) =>
    answerList([definition], { [definition.id]: all[definition.id] ?? {} }).map((answer) => ({
      ...answer,
      version: chosen.version,
      definition_version: chosen.version,
      definition_sha256: chosen.sha256,
    })),
  );
}
