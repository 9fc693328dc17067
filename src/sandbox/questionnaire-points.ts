/**
 * Finds the points of questionnaire answers in the section definitions (`schemas/questionnaire/*.json`, the
 * format of src/engine/definition/types.ts). A question is a property of the section's schema, named by its slug:
 * a single choice has its answer options under `oneOf`, a multiple choice under `items.oneOf`; each option is
 * `{ "const": value, "title": key, "points": -10..12 }`. Questions that appear only after a given answer are
 * declared in `then`/`else` branches, also inside `allOf`/`anyOf`/`oneOf` items, and count the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AnswerOption {
  value: string;
  points: number;
}

export interface QuestionDefinition {
  question: string;
  /** The `version` of the section the question belongs to. */
  version: string | undefined;
  options: AnswerOption[];
}

export type QuestionDefinitions = ReadonlyMap<string, QuestionDefinition>;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionOf(value: unknown): AnswerOption | undefined {
  if (!isRecord(value) || typeof value.points !== 'number' || !Number.isFinite(value.points)) return undefined;
  const answer = value.const;
  if (typeof answer !== 'string' && typeof answer !== 'number' && typeof answer !== 'boolean') return undefined;
  return { value: String(answer), points: value.points };
}

/** The scored options of one property: `oneOf` for a single choice, `items.oneOf` for a multiple choice. */
function optionsOf(property: Json): AnswerOption[] {
  const list = Array.isArray(property.oneOf)
    ? property.oneOf
    : isRecord(property.items) && Array.isArray(property.items.oneOf)
      ? property.items.oneOf
      : [];
  return list.map(optionOf).filter((option) => option !== undefined);
}

/** The schema and its conditional branches (what `if` tests is a condition, not a question). */
function branchesOf(schema: unknown): Json[] {
  if (!isRecord(schema)) return [];
  const lists = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [],
  );
  return [schema, ...[schema.then, schema.else, ...lists].flatMap(branchesOf)];
}

/** Collects the questions of one section definition; the first definition of a slug wins. */
export function collectQuestionDefinitions(
  definition: unknown,
  found: Map<string, QuestionDefinition> = new Map(),
): Map<string, QuestionDefinition> {
  if (!isRecord(definition)) return found;
  const version =
    typeof definition.version === 'string' || typeof definition.version === 'number'
      ? String(definition.version)
      : undefined;
  for (const branch of branchesOf(definition.schema)) {
    if (!isRecord(branch.properties)) continue;
    for (const [question, property] of Object.entries(branch.properties)) {
      if (found.has(question) || !isRecord(property)) continue;
      const options = optionsOf(property);
      if (options.length > 0) found.set(question, { question, version, options });
    }
  }
  return found;
}

/** Reads every `*.json` in `dir` (missing folder: none); a file that is not valid JSON is skipped. */
export function loadQuestionDefinitions(dir: string): QuestionDefinitions {
  const found = new Map<string, QuestionDefinition>();
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
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
export function definedPoints(
  definitions: QuestionDefinitions,
  question: string,
  values: readonly string[],
): number | undefined {
  const definition = definitions.get(question);
  if (!definition) return undefined;
  return values.reduce(
    (sum, value) => sum + (definition.options.find((option) => option.value === value)?.points ?? 0),
    0,
  );
}
