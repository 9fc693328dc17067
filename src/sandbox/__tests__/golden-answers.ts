import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionnaireAnswer } from '../../api/types.ts';

export type GoldenName =
  | 'balanced-employee'
  | 'cautious-pensioner'
  | 'dynamic-entrepreneur'
  | 'very-dynamic-professional'
  | 'bold-beginner'
  | 'short-horizon-no-loss-max-growth'
  | 'green-without-kind';

/**
 * A golden answer set of `schemas/golden/sets/` as the app sends it (`odpovede`): a complete questionnaire the
 * definitions accept, with the risk profile it must yield. A key that is no question (`d2_activity`) is the free
 * text of the question its name starts with.
 */
export function goldenAnswers(name: GoldenName): {
  answers: QuestionnaireAnswer[];
  riskProfileId: number;
  points: number;
} {
  const set = JSON.parse(readFileSync(join(process.cwd(), 'schemas', 'golden', 'sets', `${name}.json`), 'utf8')) as {
    answers: Record<string, string | string[]>;
    riskProfileId: number;
    points: number;
  };
  const entries = Object.entries(set.answers);
  const texts = new Map(
    entries.filter(([slug]) => slug.includes('_activity')).map(([slug, text]) => [slug.split('_')[0], String(text)]),
  );
  const answers = entries
    .filter(([slug]) => !slug.includes('_activity'))
    .map(([question, value]) => {
      const text = texts.get(question);
      return { question, values: Array.isArray(value) ? value : [value], ...(text ? { text } : {}), version: '1.0.0' };
    });
  return { answers, riskProfileId: set.riskProfileId, points: set.points };
}
