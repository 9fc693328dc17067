import { checkAnswerOptions } from './answer-options.ts';
import { checkPatterns, checkSchemaCompiles } from './compile-schema.ts';
import { declaredProperties } from '../schema/level-branches.ts';
import { checkFieldReferences } from './field-references.ts';
import { formatNamesOf, metaSchemaProblems } from './meta-schema.ts';
import { checkTexts } from '../texts/text-references.ts';
import { lintConsistency } from '../consistency/lint-consistency.ts';
import { isConsistencyDefinition } from '../consistency/consistency-rules.ts';
import { isObject } from '../json-object.ts';
import type { DefinitionSource, LintContext, Problem, Report } from './types.ts';
import { words } from '../words.ts';

const underSchema = (pointer: string) => pointer === '/schema' || pointer.startsWith('/schema/');

/**
 * The checks of one definition that depend on it alone, not on the texts or the other definitions: the
 * meta-schema, regular expressions, the schema compiling with AJV, answer options, field references. (The
 * studio caches these per definition text: compiling is the slow part.)
 */
export function lintStructure(definition: unknown, metaSchema: LintContext['metaSchema'], report: Report): void {
  const metaProblems = metaSchemaProblems(definition, metaSchema);
  for (const { pointer, message, words: codes } of metaProblems) report(pointer, message, codes);
  if (!isObject(definition)) return;
  // A schema the meta-schema refuses (or with a broken pattern) would only fail to compile for the same reason.
  const patternsValid = checkPatterns(definition.schema, report);
  if (patternsValid && !metaProblems.some(({ pointer }) => underSchema(pointer)))
    checkSchemaCompiles(definition.schema, formatNamesOf(metaSchema), report);
  checkAnswerOptions(definition, report);
  checkFieldReferences(definition, report);
}

/** Ids unique across the definitions and question slugs across the questionnaire sections, for one definition after the
 * ones before it. */
export function uniquenessChecker(): (file: string, definition: unknown, report: Report) => void {
  const idOwners = new Map<string, string>();
  const slugOwners = new Map<string, string>();
  return (file, definition, report) => {
    if (!isObject(definition)) return;
    if (typeof definition.id === 'string') {
      const owner = idOwners.get(definition.id);
      if (owner !== undefined)
        report(
          '/id',
          `id "${definition.id}" is also used by ${owner}`,
          words('lint.idUsedTwice', { id: definition.id, owner }),
        );
      else idOwners.set(definition.id, file);
    }
    // Answers travel as a list of slugs and values (SPEC §3), so a slug must name one question across all sections.
    if (definition.kind === 'questionnaire-section' && isObject(definition.schema)) {
      const own = new Set<string>();
      for (const { name, pointer } of declaredProperties(definition.schema, '/schema')) {
        if (own.has(name)) continue;
        own.add(name);
        const owner = slugOwners.get(name);
        if (owner !== undefined)
          report(
            pointer,
            `question slug "${name}" is also used by ${owner}`,
            words('lint.slugUsedTwice', { slug: name, owner }),
          );
        else slugOwners.set(name, file);
      }
    }
  };
}

/**
 * Lints definitions (parsed JSON, in memory) against the meta-schema and the rules it cannot state: the
 * schema compiles with AJV, every i18n key has a text in sk, en and bg, every field a definition names exists
 * (an answer option's `freeText` included), `points`/`freeText` sit on answer options, ids are unique across the
 * definitions and question slugs across the questionnaire sections, and the consistency rules against the sections
 * (lintConsistency). Returns the problems in file order; an empty list means all is well.
 */
export function lintDefinitions(
  sources: readonly DefinitionSource[],
  context: LintContext,
  structure: typeof lintStructure = lintStructure,
): Problem[] {
  const problems: Problem[] = [];
  const unique = uniquenessChecker();
  const sections = sources.flatMap(({ definition }) =>
    isObject(definition) && definition.kind === 'questionnaire-section' ? [definition] : [],
  );
  for (const source of sources) {
    const report: Report = (pointer, message, codes) =>
      problems.push({ file: source.file, pointer, message, ...(codes ? { words: codes } : {}) });
    if (source.parseError !== undefined) {
      report('', `not valid JSON: ${source.parseError}`, words('lint.notJson', { error: source.parseError }));
      continue;
    }
    structure(source.definition, context.metaSchema, report);
    if (!isObject(source.definition)) continue;
    checkTexts(source.definition, context.texts, report);
    unique(source.file, source.definition, report);
    if (isConsistencyDefinition(source.definition)) lintConsistency(source.definition, sections, report);
  }
  return problems;
}

/** A problem as one line: `file#/json/pointer: message`. */
export function formatProblem({ file, pointer, message }: Problem): string {
  return `${file}#${pointer}: ${message}`;
}
