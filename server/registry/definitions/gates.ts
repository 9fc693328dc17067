import { consistencyProblems, notScored, ofGoldenSet } from '../../../src/definition/analysis/golden-sets.ts';
import type { AnswerSet } from '../../../src/definition/consistency/types.ts';
import {
  consistencyRulesOf,
  evaluateConsistency,
  ruleKey,
  ruleValidators,
} from '../../../src/definition/consistency/index.ts';
import {
  answerListOf,
  judgeGoldenSet,
  LANGUAGES,
  type Language,
  lintDefinitions,
  META_SCHEMA_FILE,
  parseGoldenSet,
  type Score,
  scoreAnswerList,
  scoringProblemsOf,
  scoringTableOf,
  type ScoringTable,
  textsOf,
} from './core.ts';
import {
  compareVersions,
  type DefinitionContent,
  type DefinitionKind,
  missingTexts,
  textKeysOf,
} from './definition-content.ts';
import { textShapeProblems } from '../texts/texts-placeholders.ts';
import { words, type Words } from '../../../src/definition/words.ts';

/** One definition of a set of definitions (the live ones, or the live ones with a change applied). */
export interface WorldDefinition {
  id: string;
  kind: DefinitionKind;
  path: string;
  content: DefinitionContent;
}

/** A definition a change proposes: new content, or an earlier version published again (a rollback). */
export interface ProposedDefinition extends WorldDefinition {
  semver: string;
  /** The highest version the definition has so far; a new version must state a higher one. */
  latestSemver?: string;
  rollback: boolean;
}

export interface GateProblem {
  definitionId?: string;
  file: string;
  pointer: string;
  /** In English (logs, the evidence page); `words` is the same as a code the studio says in sk, en or bg. */
  message: string;
  words?: Words;
}

export type GateName = 'meta-schema-and-lint' | 'texts' | 'golden-sets' | 'version';

export interface GateResult {
  name: GateName;
  passed: boolean;
  problems: GateProblem[];
}

/** A golden set's score under the live and the proposed definitions, side by side. */
export interface ImpactRow {
  goldenSet: string;
  name: string;
  expectedRiskProfileId: number;
  live?: Score;
  proposed?: Score;
  /** The consistency rules the set's answers fire under the live and the proposed rules. */
  liveRules?: string[];
  proposedRules?: string[];
  changed: boolean;
}

export interface GateReport {
  passed: boolean;
  gates: GateResult[];
  impact: ImpactRow[];
}

/** Every text per language: the base locale files, with each key a definition uses taken from that definition. */
function textsOfWorld(world: readonly WorldDefinition[], baseFiles: ReadonlyMap<string, string>) {
  const locales: Record<string, unknown> = {};
  for (const [path, content] of baseFiles) if (path.startsWith('locales/')) locales[path] = JSON.parse(content);
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language, locales)])) as Record<
    Language,
    Map<string, string>
  >;
  for (const { content } of world)
    for (const key of textKeysOf(content.definition)) for (const map of Object.values(texts)) map.delete(key);
  for (const { content } of world)
    for (const language of LANGUAGES)
      for (const [key, text] of Object.entries(content.texts[language] ?? {})) texts[language].set(key, text);
  return texts;
}

const byPath = (a: WorldDefinition, b: WorldDefinition) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The questionnaire sections (in file order, as the app shows them) and the scoring table of a world. */
function scoringOf(world: readonly WorldDefinition[]) {
  const sections = world
    .filter((d) => d.kind === 'questionnaire-section')
    .sort(byPath)
    .map((d) => ({ file: d.path, definition: d.content.definition }));
  const scoring = world.find((d) => d.kind === 'scoring');
  const table: ScoringTable | { error: string; words?: Words } = scoring
    ? scoringTableOf(scoring.content.definition)
    : { error: 'no scoring table', words: words('scoringTable.noTable') };
  const score = (answers: Parameters<typeof scoreAnswerList>[2]): Score | undefined =>
    'error' in table
      ? undefined
      : scoreAnswerList(
          table,
          sections.map((s) => s.definition),
          answers,
        );
  return { sections, table, score };
}

/**
 * The ids of the consistency rules of a world (kind `consistency`) an answer set fires; undefined when the world has
 * no rules. A rule whose condition does not compile fires for none (the lint gate names it).
 */
function rulesFiredBy(world: readonly WorldDefinition[]): ((answers: AnswerSet) => string[]) | undefined {
  const definition = world.find((d) => d.kind === 'consistency')?.content.definition;
  if (definition === undefined) return undefined;
  const validators = ruleValidators(consistencyRulesOf(definition));
  const rules = consistencyRulesOf(definition).filter((rule) => validators[ruleKey(rule)]);
  return (answers) => evaluateConsistency(rules, answers, validators).map((r) => r.id);
}

interface SetScore {
  name: string;
  expected: number;
  score?: Score;
  rules?: string[];
}

/** Scores each golden set of a world, with the rules it fires; a set or table that cannot be read scores nothing. */
function scoresOf(world: readonly WorldDefinition[]): Map<string, SetScore> {
  const { sections, score } = scoringOf(world);
  const fire = rulesFiredBy(world);
  const out = new Map<string, SetScore>();
  for (const set of world.filter((d) => d.kind === 'golden-set')) {
    const parsed = parseGoldenSet(set.path, set.content.definition);
    if ('errors' in parsed) continue;
    const result = score(answerListOf(parsed, sections).answers);
    out.set(set.id, {
      name: parsed.name,
      expected: parsed.riskProfileId,
      ...(result ? { score: result } : {}),
      ...(fire ? { rules: fire(parsed.answers) } : {}),
    });
  }
  return out;
}

function lintGate(world: readonly WorldDefinition[], baseFiles: ReadonlyMap<string, string>): GateResult {
  const problems: GateProblem[] = [];
  const metaText = baseFiles.get(META_SCHEMA_FILE);
  const metaSchema = metaText === undefined ? undefined : (JSON.parse(metaText) as Record<string, unknown>);
  if (!metaSchema)
    problems.push({
      file: META_SCHEMA_FILE,
      pointer: '',
      message: 'the meta-schema is missing',
      words: words('gate.metaSchemaMissing'),
    });
  const idOf = new Map(world.map((d) => [d.path, d.id]));
  // The consistency rules are linted with the sections they read (an unknown question or answer, a rule that never
  // or always fires).
  const forms = world
    .filter((d) => d.kind === 'step' || d.kind === 'questionnaire-section' || d.kind === 'consistency')
    .sort(byPath);
  if (metaSchema) {
    const found = lintDefinitions(
      forms.map((d) => ({ file: d.path, definition: d.content.definition })),
      { metaSchema, texts: textsOfWorld(world, baseFiles) },
    );
    for (const problem of found) problems.push({ definitionId: idOf.get(problem.file), ...problem });
  }
  for (const d of world) {
    // The table's schema, bands and risk figures, as `npm run lint:definitions` checks them (one check).
    if (d.kind === 'scoring')
      for (const problem of scoringProblemsOf(d.path, d.content.definition, baseFiles))
        problems.push({ definitionId: d.id, ...problem });
    if (d.kind === 'golden-set') {
      const parsed = parseGoldenSet(d.path, d.content.definition);
      if ('errors' in parsed)
        for (const { message, words: codes } of parsed.errors)
          problems.push({ definitionId: d.id, file: d.path, pointer: '', message, words: codes });
    }
  }
  return { name: 'meta-schema-and-lint', passed: problems.length === 0, problems };
}

function goldenGate(world: readonly WorldDefinition[]): GateResult {
  const problems: GateProblem[] = [];
  const { sections, table, score } = scoringOf(world);
  const fire = rulesFiredBy(world);
  const sets = world.filter((d) => d.kind === 'golden-set').sort(byPath);
  if (sets.length === 0)
    problems.push({
      file: 'schemas/golden/sets',
      pointer: '',
      message: 'no golden set',
      words: words('gate.noGoldenSet'),
    });
  for (const d of sets) {
    const parsed = parseGoldenSet(d.path, d.content.definition);
    if ('errors' in parsed) continue; // the lint gate names them
    const { answers, problems: answerProblems } = answerListOf(parsed, sections);
    const result = judgeGoldenSet(parsed, answerProblems, score(answers));
    if ('error' in table) result.problems.push(notScored({ message: table.error, words: table.words }));
    // Each set names the consistency rules its answers fire: the rules as changed must fire exactly those.
    const ruleProblems = fire ? consistencyProblems(parsed, fire(parsed.answers)) : [];
    for (const problem of [...(result.ok ? [] : result.problems), ...ruleProblems])
      problems.push({ definitionId: d.id, file: d.path, pointer: '', ...ofGoldenSet(parsed.name, problem) });
  }
  return { name: 'golden-sets', passed: problems.length === 0, problems };
}

/**
 * Runs the gates of a change on the server: meta-schema and lint over every definition as the change would leave
 * them, texts complete in sk, en and bg for each proposed definition, every golden set yielding its risk profile,
 * a new version stating a higher semantic version than any before; and the impact on every golden set (score
 * and risk profile under the live and the proposed definitions). Any failing gate fails the report.
 */
export function runGates(
  live: readonly WorldDefinition[],
  proposed: readonly ProposedDefinition[],
  baseFiles: ReadonlyMap<string, string>,
): GateReport {
  const replaced = new Map(proposed.map((d) => [d.id, d]));
  const world = [...live.filter((d) => !replaced.has(d.id)), ...proposed];
  const textProblems: GateProblem[] = proposed.flatMap((d) =>
    missingTexts(d.content).map(({ key, languages }) => ({
      definitionId: d.id,
      file: d.path,
      pointer: '',
      message: `text "${key}" is missing or empty in ${languages.join(', ')}`,
      words: words('lint.textMissing', { key, languages: languages.map((language) => words(`language.${language}`)) }),
    })),
  );
  // …and alike in sk, en and bg: plural forms and placeholders (server/registry/texts, issue 23).
  textProblems.push(...proposed.flatMap(textShapeProblems));
  const versionProblems: GateProblem[] = proposed
    .filter((d) => !d.rollback && d.latestSemver !== undefined && compareVersions(d.semver, d.latestSemver) <= 0)
    .map((d) => ({
      definitionId: d.id,
      file: d.path,
      pointer: '/version',
      message: `version ${d.semver} must be higher than ${d.latestSemver}, the latest version so far`,
      words: words('gate.versionNotRaised', { version: d.semver, latest: d.latestSemver ?? '' }),
    }));
  const gates: GateResult[] = [
    lintGate(world, baseFiles),
    { name: 'texts', passed: textProblems.length === 0, problems: textProblems },
    goldenGate(world),
    { name: 'version', passed: versionProblems.length === 0, problems: versionProblems },
  ];
  const before = scoresOf(live);
  const after = scoresOf(world);
  const impact: ImpactRow[] = [...new Set([...before.keys(), ...after.keys()])].sort().map((id) => {
    const was = before.get(id);
    const now = after.get(id);
    return {
      goldenSet: id,
      name: now?.name ?? was?.name ?? id,
      expectedRiskProfileId: now?.expected ?? was?.expected ?? 0,
      ...(was?.score ? { live: was.score } : {}),
      ...(now?.score ? { proposed: now.score } : {}),
      ...(was?.rules ? { liveRules: was.rules } : {}),
      ...(now?.rules ? { proposedRules: now.rules } : {}),
      changed:
        was?.score?.points !== now?.score?.points ||
        was?.score?.riskProfileId !== now?.score?.riskProfileId ||
        (was?.rules ?? []).join() !== (now?.rules ?? []).join(),
    };
  });
  return { passed: gates.every((gate) => gate.passed), gates, impact };
}
