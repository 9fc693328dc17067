import type { ConsistencyOutcome } from '../../definition/consistency/types';
import type { DefinitionData } from '../../engine';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { loadSection } from './load-section';
import { questionnaireAnswers } from './questionnaire-answers';
import { bundledSectionIds, SCORING_ID } from './section-source';

/** The questionnaire's form fields a provider receives (the onboarding questionnaire and the update alike). */
export type QuestionnaireFields = {
  odpovede: string;
  consistency: string;
  scoring?: string;
};

/**
 * The answers as sent (issue 21; src/sandbox/README.md): `odpovede`, each answer naming the version and SHA-256 of the
 * section it was given on; `consistency`, the check with the rules' hash; and `scoring`, the scoring table pinned at
 * the start, so the provider scores with exactly that version. `chosen` is the questionnaire's pin.
 */
export async function questionnaireFields(
  chosen: Readonly<Record<string, ChosenDefinition>>,
  all: Readonly<Record<string, DefinitionData>>,
  consistency: ConsistencyOutcome,
): Promise<QuestionnaireFields> {
  // Every section was shown, so each is loaded already; its schema says how its answers are listed.
  const shown = await Promise.all(bundledSectionIds.map((id) => loadSection(chosen[id] as ChosenDefinition)));
  const scoring = chosen[SCORING_ID];
  return {
    odpovede: JSON.stringify(questionnaireAnswers(shown, all)),
    consistency: JSON.stringify(consistency),
    ...(scoring && {
      scoring: JSON.stringify({ id: scoring.id, version: scoring.version, definition_sha256: scoring.sha256 }),
    }),
  };
}
