/**
 * The consistency rules' conditions as AJV standalone code, an ES module exporting `{ [ruleKey]: validate }` by
 * default: the build compiles the bundled rules with it (build/vite-plugin-consistency-validators.ts), so the app
 * evaluates no generated code at run time and runs under `script-src 'self'`, like the sections' validators.
 */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { requiresToImports } from '../compile/compile-definition-validators.ts';
import { AJV_OPTIONS } from '../validation/ajv-options.ts';
import { consistencyRulesOf } from './consistency-rules.ts';
import { ruleKey } from './rule-key.ts';

/**
 * The ES module of a consistency definition's validate functions, the rule keys it exports and the modules its code
 * imports (AJV's runtime helpers). Throws when a condition does not compile.
 */
export function compileConsistencyValidators(definition: unknown): { code: string; keys: string[]; imports: string[] } {
  const rules = consistencyRulesOf(definition);
  const keys = rules.map(ruleKey);
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, lines: true },
  });
  rules.forEach((rule, index) => ajv.addSchema(rule.when, `rule${index}`));
  const names = Object.fromEntries(rules.map((_rule, index) => [`v${index}`, `rule${index}`]));
  const standalone = rules.length === 0 ? '' : standaloneCode(ajv, names).replace(/^"use strict";\n?/, '');
  const converted = requiresToImports(standalone);
  const table = keys.map((key, index) => `  ${JSON.stringify(key)}: (data) => v${index}(data) === true,`).join('\n');
  return { code: `${converted.code}\nexport default {\n${table}\n};\n`, keys, imports: converted.imports };
}
