/**
 * Finds the points of questionnaire answers in the section definitions (`schemas/questionnaire/*.json`).
 *
 * The definition format is not settled yet, so this loader does not assume one: it walks any JSON and takes
 * every object that names a question (a slug-like `slug`, `id` or `question`, or the property name under a JSON
 * Schema `properties`) and holds, directly or under `items`, an array of answers carrying a `value` (or
 * `const`) and a numeric `points`. Replace this file when the format is fixed; nothing else reads the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AnswerOption {
  value: string;
  points: number;
}

export interface QuestionDefinition {
  question: string;
  /** The nearest `version` above the question in its file, if any. */
  version: string | undefined;
  options: AnswerOption[];
}

export type QuestionDefinitions = ReadonlyMap<string, QuestionDefinition>;

const SLUG = /^[A-Za-z][\w-]{0,63}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function slugOf(value: unknown): string | undefined {
  return typeof value === 'string' && SLUG.test(value) ? value : undefined;
}

function optionOf(value: unknown): AnswerOption | undefined {
  if (!isRecord(value) || typeof value.points !== 'number' || !Number.isFinite(value.points)) return undefined;
  const answer = 'value' in value ? value.value : value.const;
  if (typeof answer !== 'string' && typeof answer !== 'number' && typeof answer !== 'boolean') return undefined;
  return { value: String(answer), points: value.points };
}

function optionsIn(node: Record<string, unknown>): AnswerOption[] {
  const holders = [node, ...(isRecord(node.items) ? [node.items] : [])];
  return holders.flatMap((holder) =>
    Object.values(holder)
      .filter(Array.isArray)
      .flatMap((list: unknown[]) => list.map(optionOf).filter((option) => option !== undefined)),
  );
}

/** Collects question definitions from one parsed JSON document; the first definition of a slug wins. */
export function collectQuestionDefinitions(
  document: unknown,
  found: Map<string, QuestionDefinition> = new Map(),
): Map<string, QuestionDefinition> {
  const walk = (node: unknown, key: string | undefined, parentKey: string | undefined, version?: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, undefined, key, version);
      return;
    }
    if (!isRecord(node)) return;
    const ownVersion =
      typeof node.version === 'string' || typeof node.version === 'number' ? String(node.version) : version;
    const question =
      slugOf(node.slug) ?? slugOf(node.question) ?? slugOf(node.id) ?? (parentKey === 'properties' ? slugOf(key) : undefined);
    if (question && !found.has(question)) {
      const options = optionsIn(node);
      if (options.length > 0) found.set(question, { question, version: ownVersion, options });
    }
    for (const [childKey, child] of Object.entries(node)) walk(child, childKey, key, ownVersion);
  };
  walk(document, undefined, undefined);
  return found;
}

/** Reads every `*.json` in `dir` (missing folder: none); a file that is not valid JSON is skipped. */
export function loadQuestionDefinitions(dir: string): QuestionDefinitions {
  const found = new Map<string, QuestionDefinition>();
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return found;
  }
  for (const file of files) {
    try {
      collectQuestionDefinitions(JSON.parse(readFileSync(join(dir, file), 'utf8')), found);
    } catch {
      // A definition being edited may be broken for a moment; the others still count.
    }
  }
  return found;
}

/** Points of the chosen values per the definition (sum for multiple choice); undefined without a definition. */
export function definedPoints(definitions: QuestionDefinitions, question: string, values: readonly string[]): number | undefined {
  const definition = definitions.get(question);
  if (!definition) return undefined;
  return values.reduce((sum, value) => sum + (definition.options.find((option) => option.value === value)?.points ?? 0), 0);
}
