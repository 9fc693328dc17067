import { consistencyProblems, type GoldenSet, parseGoldenSet, type Said } from '../../definition/analysis/golden-sets';
import {
  type ConsistencyValidators,
  consistencyRulesOf,
  evaluateConsistency,
  isConsistencyDefinition,
  ruleKey,
  ruleValidators,
} from '../../definition/consistency';
import type { TextFile } from '../studio-api';
import { parseJson } from '../workspace/parse-json';

/** Which consistency rules a golden set's answers fire under the edited rules, against the ones it expects. */
export interface GoldenRuleResult {
  file: string;
  name: string;
  /** The rules the set pins (undefined: it pins none). */
  expected: string[] | undefined;
  fired: string[];
  /** In English and as codes: the panel says them in the studio's language. */
  problems: Said[];
}

/** The edited consistency rules: the definition of kind `consistency` among `definitions` (path -> JSON text). */
export const consistencyDefinitionOf = (definitions: Readonly<Record<string, string>>) =>
  Object.values(definitions)
    .map((text) => parseJson(text).value)
    .find(isConsistencyDefinition);

/**
 * Runs the edited rules on every golden set: with `compiled`, the rules' validators the registry compiled (served
 * by the registry: no code generation in the page); without, compiled in the page as the lint compiles them (the
 * developer's file mode). A rule whose condition does not compile fires for no set (the lint names it); no rules
 * file, no results.
 */
export function goldenRuleResults(
  definitions: Readonly<Record<string, string>>,
  golden: readonly TextFile[],
  compiled?: ConsistencyValidators,
): GoldenRuleResult[] {
  const definition = consistencyDefinitionOf(definitions);
  if (!definition) return [];
  const validators = compiled ?? ruleValidators(consistencyRulesOf(definition));
  const rules = consistencyRulesOf(definition).filter((rule) => validators[ruleKey(rule)]);
  return golden.flatMap((file) => {
    const set = parseGoldenSet(file.path, parseJson(file.text).value ?? file.text);
    if (!('answers' in set)) return [];
    const fired = evaluateConsistency(rules, (set as GoldenSet).answers, validators).map((rule) => rule.id);
    return [
      {
        file: file.path,
        name: set.name,
        expected: set.consistencyRules,
        fired,
        problems: consistencyProblems(set, fired),
      },
    ];
  });
}
