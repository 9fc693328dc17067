/**
 * Precompiled RJSF validators for every definition, served as virtual modules by the one Vite config that
 * `vite build`, the dev server and Vitest share:
 *
 * - `virtual:definition-validators.js`: `validators` (definition id -> validate functions keyed by schema hash,
 *   for `createDefinitionValidator` of src/engine/validation) and `definitionIds`;
 * - `virtual:definition-validators/<id>.js`: one definition's validate functions as the default export, for a
 *   screen that loads lazily.
 *
 * The code is AJV standalone code (compileDefinitionValidators of the definition core, as the registry makes it)
 * made when the module is loaded, so the app
 * evaluates no generated code at run time and validates under `script-src 'self'`. A virtual id ends in
 * `.js`: the dev server rewrites the imports of such a module only. Editing, adding or removing a definition
 * in dev recompiles it and reloads the page (the form's schema and the compiled one must stay the same).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { Format } from 'ajv';
import { normalizePath, type Plugin, runnerImport } from 'vite';
import { DEFINITION_GLOBS } from '../src/definition/folders.ts';
import { compileDefinitionValidators } from '../src/definition/compile/compile-definition-validators.ts';
import { VALIDATION_FORMATS_EXPORT } from '../src/definition/validation/ajv-options.ts';

export interface ValidatorsPluginOptions {
  /**
   * The definition files, relative to the Vite root; `*` may stand in the file name only.
   * Default: `schemas/steps/*.json` and `schemas/questionnaire/*.json`.
   */
  definitions?: string[];
  /** The virtual module's id; it must end in `.js`. Default: `virtual:definition-validators.js`. */
  id?: string;
  /**
   * The module exporting `validationFormats`, relative to the root. Default: the definition core's
   * `src/definition/validation/validation-formats.ts`.
   */
  formatsModule?: string;
  /**
   * The virtual module exports `loaders` (definition id -> a function loading its validate functions) instead
   * of the validators themselves: each definition's code is a chunk of its own, fetched when asked for (the
   * questionnaire shows one section at a time).
   */
  lazy?: boolean;
}

export const DEFAULT_DEFINITIONS = DEFINITION_GLOBS;
// A definition id becomes part of a module id (`virtual:definition-validators/<id>.js`).
const DEFINITION_ID = /^[A-Za-z0-9][\w-]*$/;

interface Pattern {
  dir: string;
  file: RegExp;
}

function toPattern(root: string, glob: string): Pattern {
  const dir = dirname(glob);
  if (/[*?[{]/.test(dir)) throw new Error(`validators plugin: "${glob}": a wildcard may stand in the file name only`);
  const file = new RegExp(
    `^${basename(glob)
      .replace(/[.+^${}()|[\]\\?]/g, '\\$&')
      .replace(/\*/g, '[^/]*')}$`,
  );
  return { dir: normalizePath(resolve(root, dir)), file };
}

interface Definition {
  file: string;
  id: string;
  schema: RJSFSchema;
}

/** A definition file's id and form schema; undefined for the consistency rules, which have no form (own plugin). */
function readDefinition(file: string): Definition | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`validators plugin: ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const { id, schema, kind } = (parsed ?? {}) as { id?: unknown; schema?: unknown; kind?: unknown };
  if (kind === 'consistency') return undefined;
  if (typeof id !== 'string' || !DEFINITION_ID.test(id))
    throw new Error(`validators plugin: ${file}: "id" must be letters, digits, - or _, found ${JSON.stringify(id)}`);
  if (!schema || typeof schema !== 'object' || Array.isArray(schema))
    throw new Error(`validators plugin: ${file}: "schema" must be an object`);
  return { file, id, schema: schema as RJSFSchema };
}

export function validatorsPlugin(options: ValidatorsPluginOptions = {}): Plugin {
  const indexId = options.id ?? 'virtual:definition-validators.js';
  if (!indexId.endsWith('.js')) throw new Error(`validators plugin: the virtual id "${indexId}" must end in .js`);
  const base = indexId.slice(0, -'.js'.length);
  const resolvedIndex = `\0${indexId}`;
  const oneId = (id: string) => `${base}/${id}.js`;

  let root = process.cwd();
  let patterns: Pattern[] = [];
  let formatsModule = '';
  // The formats module, loaded through Vite (it is app code: TypeScript, extensionless imports), and the
  // files it is made of (a change to them reloads it).
  let formats: Promise<Readonly<Record<string, Format>>> | undefined;
  const formatFiles = new Set<string>();
  const loadFormats = () =>
    (formats ??= runnerImport<Record<string, unknown>>(formatsModule, { root, logLevel: 'error' }).then(
      ({ module, dependencies }) => {
        for (const file of [formatsModule, ...dependencies]) formatFiles.add(normalizePath(file));
        const exported = module[VALIDATION_FORMATS_EXPORT];
        if (!exported || typeof exported !== 'object')
          throw new Error(`validators plugin: ${formatsModule} does not export "${VALIDATION_FORMATS_EXPORT}"`);
        return exported as Record<string, Format>;
      },
    ));
  // One compiled module per definition file, kept while its schema stays the same.
  const compiled = new Map<string, { source: string; code: string }>();

  const isDefinitionFile = (file: string): boolean => {
    const path = normalizePath(file);
    return patterns.some((p) => dirname(path) === p.dir && p.file.test(basename(path)));
  };
  const definitionFiles = (): string[] =>
    patterns.flatMap((p) => {
      let names: string[];
      try {
        names = readdirSync(p.dir);
      } catch {
        return []; // the folder does not exist (yet)
      }
      return names
        .filter((name) => p.file.test(name))
        .sort()
        .map((name) => normalizePath(join(p.dir, name)));
    });
  const definitions = (): Definition[] => {
    const all = definitionFiles().flatMap((file) => readDefinition(file) ?? []);
    const seen = new Map<string, string>();
    for (const d of all) {
      const other = seen.get(d.id);
      if (other) throw new Error(`validators plugin: the id "${d.id}" is used by ${other} and ${d.file}`);
      seen.set(d.id, d.file);
    }
    return all;
  };
  const compile = async (definition: Definition): Promise<string> => {
    const source = JSON.stringify(definition.schema);
    const cached = compiled.get(definition.file);
    if (cached?.source === source) return cached.code;
    const known = await loadFormats();
    let code: string;
    try {
      ({ code } = compileDefinitionValidators(definition.schema, { formatsModule, formats: known }));
    } catch (error) {
      throw new Error(
        `validators plugin: cannot compile the schema of ${definition.file}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    compiled.set(definition.file, { source, code });
    return code;
  };

  return {
    name: 'definition-validators',
    config() {
      // The CommonJS helpers the generated code imports (found only once a virtual module loads, too late for
      // the dev server's dependency scan) and the standard formats, pre-bundled up front: no reload on first use.
      return {
        optimizeDeps: {
          include: [
            'ajv/dist/runtime/ucs2length.js',
            'ajv/dist/runtime/equal.js',
            'ajv/dist/runtime/uri.js',
            'ajv-formats/dist/formats.js',
          ],
        },
      };
    },
    configResolved(config) {
      root = config.root;
      patterns = (options.definitions ?? DEFAULT_DEFINITIONS).map((glob) => toPattern(root, glob));
      formatsModule = normalizePath(
        resolve(root, options.formatsModule ?? 'src/definition/validation/validation-formats.ts'),
      );
    },
    resolveId(id) {
      if (id === indexId) return resolvedIndex;
      if (id.startsWith(`${base}/`) && id.endsWith('.js')) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === resolvedIndex) {
        const all = definitions();
        for (const d of all) this.addWatchFile(d.file);
        if (options.lazy) {
          const loaders = all.map(
            (d) => `  ${JSON.stringify(d.id)}: () => import(${JSON.stringify(oneId(d.id))}).then((m) => m.default),`,
          );
          return `export const loaders = {\n${loaders.join('\n')}\n};\n`;
        }
        const imports = all.map((d, i) => `import v${i} from ${JSON.stringify(oneId(d.id))};`);
        const entries = all.map((d, i) => `  ${JSON.stringify(d.id)}: v${i},`);
        return [
          ...imports,
          `export const validators = {\n${entries.join('\n')}\n};`,
          `export const definitionIds = ${JSON.stringify(all.map((d) => d.id))};`,
          '',
        ].join('\n');
      }
      if (id.startsWith(`\0${base}/`) && id.endsWith('.js')) {
        const wanted = id.slice(`\0${base}/`.length, -'.js'.length);
        const definition = definitions().find((d) => d.id === wanted);
        if (!definition)
          throw new Error(
            `validators plugin: no definition with the id "${wanted}" in ${(options.definitions ?? DEFAULT_DEFINITIONS).join(', ')}`,
          );
        this.addWatchFile(definition.file);
        return compile(definition);
      }
      return undefined;
    },
    hotUpdate({ file }) {
      const path = normalizePath(file);
      if (formatFiles.has(path)) {
        // A format added or renamed: recompile everything against the new list.
        formats = undefined;
        compiled.clear();
      } else if (isDefinitionFile(path)) {
        compiled.delete(path);
      } else {
        return undefined;
      }
      const graph = this.environment.moduleGraph;
      for (const [id, mod] of graph.idToModuleMap) {
        if (id === resolvedIndex || id.startsWith(`\0${base}/`)) graph.invalidateModule(mod);
      }
      // The form's schema and the compiled one must change together: reload rather than hot-swap either.
      if (this.environment.name === 'client') this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
