/**
 * The module of a draft the studio previews: the definition's validators compiled by the registry with the definition
 * core, so the studio page evaluates no generated code (its CSP is `script-src 'self'`, no 'unsafe-eval').
 * It is exactly a published module (publication/definition-module.ts, src/definition/publication):
 * `createValidators(runtime)` gives RJSF's precompiled validate functions of a step or questionnaire section, or the
 * consistency rules' validators by rule key. The draft's texts stay in the page (it previews the texts being
 * edited), so the module carries none.
 */
import { canonicalHash } from '../../../src/definition/node/canonical-hash.ts';
import { isConsistencyDefinition } from '../../../src/definition/consistency/consistency-rules.ts';
import { compileRule, ruleAjv } from '../../../src/definition/consistency/rule-validators.ts';
import type { PublishedKind } from '../../../src/definition/publication/publication-contract.ts';
import { isObject } from '../definitions/core.ts';
import { definitionModuleSource } from '../publication/definition-module.ts';
import { ajvCompileError } from '../../../src/definition/lint/ajv-words.ts';
import { type Words, words } from '../../../src/definition/words.ts';

const NO_TEXTS = { sk: {}, en: {}, bg: {} };
const SAFE_ID = /^[A-Za-z0-9][\w-]*$/;

/** Why a draft has no module: its schema does not compile (the lint says where); `words`: the same as a code. */
export class CompileError extends Error {
  constructor(
    message: string,
    readonly words: Words,
  ) {
    super(message);
  }
}

/** As the page did before: a rule whose condition does not compile fires for no golden set (the lint names it). */
function withCompilingRules(definition: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(definition.rules)) return definition;
  const ajv = ruleAjv();
  const rules = definition.rules.filter((rule: unknown) => {
    try {
      if (isObject(rule) && isObject(rule.when)) compileRule({ when: rule.when }, ajv);
      return true;
    } catch {
      return false;
    }
  });
  return { ...definition, rules };
}

/** The module's source text; deterministic (the same definition and compiler give the same bytes). */
export function draftModuleSource(definition: unknown): string {
  if (!isObject(definition))
    throw new CompileError('the definition is not a JSON object', words('lint.definitionNotObject'));
  const compiled = isConsistencyDefinition(definition) ? withCompilingRules(definition) : definition;
  const id = typeof definition.id === 'string' && SAFE_ID.test(definition.id) ? definition.id : 'draft';
  const kind = (typeof definition.kind === 'string' ? definition.kind : 'step') as PublishedKind;
  try {
    return definitionModuleSource({
      id,
      kind,
      semver: '0.0.0',
      sha256: canonicalHash(definition),
      definition: compiled,
      texts: NO_TEXTS,
    });
  } catch (error) {
    const why = ajvCompileError(error, undefined, definition.schema);
    throw new CompileError(why.message, why.words);
  }
}
