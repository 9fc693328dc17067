/** The studio page's calls to its own dev server (src/studio/server/studio-plugin.ts), not to the provider. */
import type { Problem } from '../definition/lint/types';
import type { Score, SentAnswer } from '../definition/analysis/golden-sets';

export interface TextFile {
  path: string;
  text: string;
}

export interface ScoringTableJson {
  version?: string;
  bands?: { min: number; max: number; risk_profile_id: number }[];
  error?: string;
}

export interface ProjectJson {
  definitions: TextFile[];
  locales: TextFile[];
  golden: TextFile[];
  metaSchema: TextFile;
  scoring: ScoringTableJson;
}

const API = '/__studio/api';

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${API}/${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as T & { error?: string; problems?: Problem[] };
  if (!response.ok)
    throw Object.assign(new Error(json.error ?? `HTTP ${response.status}`), { problems: json.problems });
  return json;
}

export const loadProject = () => call<ProjectJson>('project');

export interface ScoreAnswer {
  scores: Score[];
  profiles: number[];
  riskProfileIds: number[];
}

export const score = (sections: unknown[], answerLists: SentAnswer[][], totals: number[]) =>
  call<ScoreAnswer>('score', { sections, answerLists, totals });

export const saveFiles = (files: TextFile[]) => call<{ saved: string[] }>('save', { files });
