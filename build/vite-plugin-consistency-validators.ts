/**
 * `virtual:consistency-validators.js`: the questionnaire's consistency rules (schemas/questionnaire/consistency.json)
 * with their conditions precompiled, for the contradictions screen: `definition` (the rules file as JSON) and
 * `validators` (rule key -> validate function, compileConsistencyValidators of the definition core). Made when the
 * module is loaded, in the build, the dev server and Vitest alike, so the app evaluates no generated code at run
 * time (`script-src 'self'`). One module holds both, so the rules shown and the conditions evaluated are always the
 * same file's; editing it in dev reloads the page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { compileConsistencyValidators } from '../src/definition/consistency/compile-consistency-validators.ts';

export const CONSISTENCY_VALIDATORS_ID = 'virtual:consistency-validators.js';
const RESOLVED = `\0${CONSISTENCY_VALIDATORS_ID}`;
const VALIDATORS_ID = 'virtual:consistency-validators/code.js';
const RESOLVED_VALIDATORS = `\0${VALIDATORS_ID}`;

export function consistencyValidatorsPlugin(file = 'schemas/questionnaire/consistency.json'): Plugin {
  let path = '';
  const read = (): unknown => {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`consistency validators: ${path}: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    name: 'consistency-validators',
    configResolved(config) {
      path = normalizePath(resolve(config.root, file));
    },
    resolveId(id) {
      if (id === CONSISTENCY_VALIDATORS_ID) return RESOLVED;
      if (id === VALIDATORS_ID) return RESOLVED_VALIDATORS;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        this.addWatchFile(path);
        return [
          `import validators from ${JSON.stringify(VALIDATORS_ID)};`,
          `export const definition = ${JSON.stringify(read())};`,
          'export { validators };',
          '',
        ].join('\n');
      }
      if (id === RESOLVED_VALIDATORS) {
        this.addWatchFile(path);
        try {
          return compileConsistencyValidators(read()).code;
        } catch (error) {
          throw new Error(`consistency validators: cannot compile the rules of ${path}: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      return undefined;
    },
    hotUpdate({ file: changed }) {
      if (normalizePath(changed) !== path) return undefined;
      const graph = this.environment.moduleGraph;
      for (const id of [RESOLVED, RESOLVED_VALIDATORS]) {
        const mod = graph.getModuleById(id);
        if (mod) graph.invalidateModule(mod);
      }
      if (this.environment.name === 'client') this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
