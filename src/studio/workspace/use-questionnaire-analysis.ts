import { useMemo } from 'react';
import { analyseQuestionnaire } from '../../definition/analysis/analyse-questionnaire';
import type { Snapshot } from '../state/studio-state';
import { parseJson } from './parse-json';

/** The questionnaire's sections (those that are JSON right now) and their analysis: questions, points, findings. */
export function useQuestionnaireAnalysis(settled: Snapshot) {
  const sections = useMemo(
    () =>
      Object.keys(settled.definitions)
        .filter((path) => path.startsWith('schemas/questionnaire/'))
        .sort()
        .flatMap((path) => {
          const parsed = parseJson(settled.definitions[path]).value;
          return parsed ? [{ file: path, definition: parsed }] : [];
        }),
    [settled],
  );
  const analysis = useMemo(() => analyseQuestionnaire(sections), [sections]);
  return { sections, analysis };
}
