import { useEffect, useMemo, useState } from 'react';
import {
  type QuestionnaireAnalysis,
  profilesReached,
  type SectionSource,
} from '../../definition/analysis/analyse-questionnaire';
import type { ProfileReach } from '../analysis/analysis-panel';
import {
  answerListOf,
  type GoldenResult,
  type GoldenSet,
  judgeGoldenSet,
  parseGoldenSet,
  type Said,
} from '../../definition/analysis/golden-sets';
import type { Words } from '../../definition/words';
import { score, type TextFile } from '../studio-api';
import { parseJson } from './parse-json';

interface Scored {
  results: GoldenResult[];
  profiles: ProfileReach[];
  /** Why the sets could not be scored: a broken scoring table says it as words too. */
  error?: { message: string; words?: Words };
}

/** A golden set file whose shape is wrong, and what is wrong with it. */
export interface GoldenFileError {
  file: string;
  problem: Said;
}

/**
 * The golden sets (answer lists with the points and profile they must give) judged against the edited sections,
 * scored by the studio's server with the sandbox's own scoring; also which risk profiles the sections can reach.
 */
export function useGoldenSets(
  files: readonly TextFile[],
  sections: readonly SectionSource[],
  analysis: QuestionnaireAnalysis,
) {
  const golden = useMemo(
    () => files.map((file) => parseGoldenSet(file.path, parseJson(file.text).value ?? file.text)),
    [files],
  );
  const goldenSets = useMemo(() => golden.filter((g): g is GoldenSet => 'answers' in g), [golden]);
  const errors = useMemo(
    (): GoldenFileError[] =>
      golden.flatMap((g) => ('errors' in g ? g.errors.map((problem) => ({ file: g.file, problem })) : [])),
    [golden],
  );
  const answerLists = useMemo(() => goldenSets.map((set) => answerListOf(set, sections)), [goldenSets, sections]);

  const [scored, setScored] = useState<Scored>({ results: [], profiles: [] });
  useEffect(() => {
    let current = true;
    score(
      sections.map((s) => s.definition),
      answerLists.map((a) => a.answers),
      analysis.totals,
    )
      .then((answer) => {
        if (!current) return;
        setScored({
          results: goldenSets.map((set, index) =>
            judgeGoldenSet(set, answerLists[index]?.problems ?? [], answer.scores[index]),
          ),
          profiles: profilesReached(analysis.totals, answer.profiles, answer.riskProfileIds),
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const { message, words } = error as Error & { words?: Words };
        setScored({ results: [], profiles: [], error: { message, ...(words ? { words } : {}) } });
      });
    return () => {
      current = false;
    };
  }, [answerLists, analysis, goldenSets, sections]);

  return { ...scored, errors };
}
