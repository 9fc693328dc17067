/**
 * The studio page's calls to its own dev server (src/studio/server/studio-plugin.ts), not to the provider. When the
 * registry serves the page, the files come from its API instead (registry/registry-project.ts) and golden sets are
 * scored here in the page with the registry's scoring table (the same definition core the server scores with).
 */
import type { Problem } from '../definition/lint/types';
import type { Score, SentAnswer } from '../definition/analysis/golden-sets';
import { scoreAnswerList } from '../definition/scoring/question-points';
import { parseScoringTable, profilesOfTotals, type ScoringTable } from '../definition/scoring/scoring-table';
import type { Words } from '../definition/words';

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
  /**
   * The screens whose texts the registry keeps as texts definitions (their namespaces), read with the rest so the
   * navigation is drawn once, whole: a list added after it would move the links under a person's click. None outside
   * the registry.
   */
  textsNamespaces?: readonly string[];
}

const API = '/__studio/api';

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${API}/${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as T & { error?: string; words?: Words; problems?: Problem[] };
  if (!response.ok)
    throw Object.assign(new Error(json.error ?? `HTTP ${response.status}`), {
      problems: json.problems,
      ...(json.words ? { words: json.words } : {}),
    });
  return json;
}

export const loadProject = () => call<ProjectJson>('project');

export interface ScoreAnswer {
  scores: Score[];
  profiles: number[];
  riskProfileIds: number[];
}

let pageScoringTable: ScoringTable | undefined;
/** Why the registry's table could not be used (a ScoringTableError says it as words too). */
let pageScoringError: Error | undefined;

/** Served by the registry: golden sets are scored in the page with this table (the registry's live or draft one). */
export function scoreInPage(table: ScoringTableJson): void {
  try {
    pageScoringTable = parseScoringTable(table);
    pageScoringError = undefined;
  } catch (error) {
    pageScoringError = error as Error;
    throw error;
  }
}

export const score = (sections: unknown[], answerLists: SentAnswer[][], totals: number[]): Promise<ScoreAnswer> => {
  const table = pageScoringTable;
  if (pageScoringError) return Promise.reject(pageScoringError);
  if (!table) return call<ScoreAnswer>('score', { sections, answerLists, totals });
  return Promise.resolve({
    scores: answerLists.map((answers) => scoreAnswerList(table, sections, answers)),
    profiles: profilesOfTotals(table, totals.filter(Number.isInteger)),
    riskProfileIds: [...new Set(table.bands.map((band) => band.risk_profile_id))],
  });
};

export const saveFiles = (files: TextFile[]) => call<{ saved: string[] }>('save', { files });
